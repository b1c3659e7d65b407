import type { ReactNode } from 'react';
import { ActionIcon, CloseButton, Group, Popover, Text, Tooltip, type FloatingPosition } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_OFFSET } from '../constants';

/** Media query matching touch devices (no hover, coarse pointer). */
export const TOUCH_MEDIA_QUERY = '(hover: none) and (pointer: coarse)';

export interface InfoTooltipProps {
  /** Text of the tooltip. */
  label: ReactNode;
  position?: FloatingPosition;
  /** Accessible name of the info icon (default "Informazioni"). */
  ariaLabel?: string;
  /** Icon size in px (default 16). */
  iconSize?: number;
  /** Max width of the panel in px (default 280). */
  width?: number;
}

/**
 * Info icon with an explanation (docs/screens.md#shared-widgets): on desktop a tooltip on hover or focus that hides
 * after TOOLTIP_HIDE_DELAY_MS (2000 ms) at offset TOOLTIP_OFFSET (10); on touch devices a panel
 * opened by a tap and closed with its close button or a tap outside.
 */
export function InfoTooltip({ label, position = 'top', ariaLabel = 'Informazioni', iconSize = 16, width = 280 }: InfoTooltipProps) {
  const isTouch = useMediaQuery(TOUCH_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [opened, { close, toggle }] = useDisclosure(false);
  const icon = <IconInfoCircle size={iconSize} />;
  if (isTouch) {
    return (
      <Popover
        opened={opened}
        onChange={(o) => (o ? undefined : close())}
        position={position}
        offset={TOOLTIP_OFFSET}
        withArrow
        shadow="md"
        width={width}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={ariaLabel} onClick={toggle}>
            {icon}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ flex: 1 }}>
              {label}
            </Text>
            <CloseButton size="sm" aria-label="Chiudi" onClick={close} />
          </Group>
        </Popover.Dropdown>
      </Popover>
    );
  }
  return (
    <Tooltip
      label={label}
      position={position}
      offset={TOOLTIP_OFFSET}
      closeDelay={TOOLTIP_HIDE_DELAY_MS}
      events={{ hover: true, focus: true, touch: false }}
      multiline
      maw={width}
      withArrow
    >
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={ariaLabel}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
