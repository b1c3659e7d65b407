import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

/** Kinds of `AlertBox`; docs/screens.md#shared-widgets: the default is `error`. */
export type AlertType = 'error' | 'success' | 'warning' | 'info';

const LOOK: Record<AlertType, { color: string; icon: ReactNode }> = {
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  success: { color: 'green', icon: <IconCircleCheck size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

export interface AlertBoxProps extends Omit<AlertProps, 'color' | 'icon' | 'children'> {
  /** Default `error`. */
  type?: AlertType;
  /** Shown or hidden (default shown); hidden also when there is no content. */
  show?: boolean;
  /** Content; `children` wins over `message`. */
  message?: ReactNode;
  children?: ReactNode;
  /** When given, a close button is shown and calls it. */
  onClose?: () => void;
}

/**
 * Alert of the design system (docs/screens.md#shared-widgets): shown or hidden, a type (default error) and content.
 * Failed API calls show `errorMessage(error)` in it (docs/api.md#errors). Uses `role="alert"`.
 */
export function AlertBox({ type = 'error', show = true, message, children, onClose, ...rest }: AlertBoxProps) {
  const content = children ?? message;
  if (!show || content === undefined || content === null || content === '' || content === false) return null;
  const look = LOOK[type];
  return (
    <Alert
      role="alert"
      variant="light"
      color={look.color}
      icon={look.icon}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Chiudi"
      onClose={onClose}
      data-type={type}
      {...rest}
    >
      {content}
    </Alert>
  );
}
