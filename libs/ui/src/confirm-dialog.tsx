import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-modal';

// react-bootstrap's Modal is loaded with the first dialog shown: @market/ui is shared by every
// app, so a static import would put it in every visitor's first load.
const ConfirmDialogModal = lazy(
  () => import(/* webpackChunkName: "confirm-dialog" */ './confirm-dialog-modal'),
);

/** The confirmation before a destructive or irreversible action (delete, cancel-and-refund, cancel request). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once shown it stays mounted, so closing plays the modal's fade-out.
  const [opened, setOpened] = useState(props.show);
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
