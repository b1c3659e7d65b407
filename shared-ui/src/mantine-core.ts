/**
 * The Mantine components of the core entry `@bandi/shared-ui/core` (issue 12): what the login page
 * and the shell's frame render before login, so that the login page downloads only these (and their
 * styles, ThemeProvider.tsx). The other components are in ./mantine.ts, the full entry; the apps import
 * both through `@bandi/shared-ui` (eslint.config.mjs), never from `@mantine/*`.
 */
export {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Group,
  Image,
  Loader,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
export type { AlertProps, MantineColor, PasswordInputProps, TextInputProps } from '@mantine/core';
export { notifications } from '@mantine/notifications';
