import type { MantineColorsTuple } from '@mantine/core';

/**
 * The theme's colours: Mantine's palettes (all but `dark`) with shades 6..9 darkened until they
 * meet WCAG 2.1 AA (./theme.ts `accessiblePalette`; docs/architecture.md "Work at load"), computed
 * ahead instead of at every page load (issue 12: 35-65 ms of the main thread before the first
 * render). Generated, do not edit: `UPDATE_PALETTE=1 npm test -w shared-ui -- theme-contrast`
 * rewrites it, and that test fails while it differs from the computation on the installed Mantine.
 */
export const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5b6166', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#a53636', '#a32a2a', '#a12323', '#911e1e'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#a1335a', '#a32752', '#9f1e4b', '#921a44'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#8d38a2', '#8b32a1', '#862e9c', '#762889'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#6643cb', '#603ec8', '#5d3bc3', '#5234a9'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#3b56bf', '#3651c1', '#324cb8', '#2d42a7'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1861a1', '#155d9e', '#145897', '#134e85'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0d6976', '#0b6472', '#09606e', '#085462'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0a6b4e', '#07674a', '#066347', '#05563e'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#246c31', '#20672d', '#1d622a', '#1b5626'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#446910', '#3f630c', '#395e08', '#345307'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#7d5803', '#7b5000', '#7d4900', '#733c00'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#93490c', '#943e04', '#903707', '#872d09'],
};
