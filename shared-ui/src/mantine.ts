/**
 * Mantine, as the shell and the remotes use it: they import these names from `@bandi/shared-ui`,
 * never from `@mantine/*` (eslint.config.mjs enforces it), so Mantine reaches the browser once,
 * inside the design-system singleton, and tree-shaken to the components listed here (issue 12,
 * docs/architecture.md#front-ends-and-module-federation). A shared `@mantine/core` would be the
 * whole library (about 104 KB brotli) on every page, the login page included.
 *
 * The components the login page and the shell's frame render before login are in ./mantine-core.ts
 * (part of the core entry `@bandi/shared-ui/core`, issue 12); this file lists the others.
 * A front end that needs another Mantine component adds it to this list.
 */
export {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  CheckIcon,
  Checkbox,
  ColorSwatch,
  Container,
  CopyButton,
  Divider,
  FileButton,
  FileInput,
  Grid,
  Indicator,
  List,
  Menu,
  Modal,
  MultiSelect,
  NavLink,
  NumberInput,
  Pagination,
  Popover,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Spoiler,
  Switch,
  Table,
  Tabs,
  TagsInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
export type {
  AvatarProps,
  CheckboxProps,
  ComboboxItem,
  FloatingPosition,
  MultiSelectProps,
  NumberInputProps,
  RadioGroupProps,
  SelectProps,
  TextareaProps,
} from '@mantine/core';
export { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
