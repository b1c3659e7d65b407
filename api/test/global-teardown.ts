import fs from 'node:fs';

/** Removes the embedded template folder made by global-setup.ts (each file removes its own copy). */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.BANDI_TEST_TEMPLATE_DIR;
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
