import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** class-validator rule: the value equals the sibling property `other` (docs/rules.md#generic-rules confirmation). */
export function Match(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'match',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [other],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          return value === (args.object as Record<string, unknown>)[args.constraints[0] as string];
        },
      },
    });
  };
}
