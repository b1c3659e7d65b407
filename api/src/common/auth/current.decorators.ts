import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from './request-context';
import type { User } from '../../modules/users/user.entity';
import type { Project } from '../../modules/projects/project.entity';
import { apiError } from '../http/api-error';

/** The logged-in user set by the global guard (401 if absent). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  if (!req.user) throw apiError('auth.unauthenticated');
  return req.user;
});

/** The environment of the route's `:projectId`, checked by the guard (membership, module). */
export const CurrentProject = createParamDecorator((_data: unknown, ctx: ExecutionContext): Project => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  if (!req.project) throw new Error('CurrentProject used on a route without `project: true` in @Auth');
  return req.project;
});
