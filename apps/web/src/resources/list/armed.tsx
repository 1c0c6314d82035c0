/**
 * Row controls that open something (a menu, a confirmation) drawn as a plain button until their first click
 * (or Enter / Space), which mounts antd's overlay already open. A list shows twenty rows with several such
 * controls each; every antd overlay mounts a trigger, a resize observer and layout effects, which a kept-alive
 * list runs again each time its tab is shown. Nobody opens twenty menus at once, so each row pays for its
 * overlay only when someone opens it. Arming on hover or focus would be sooner, but it replaces the button
 * between a press and its release, and the browser then sends no click at all.
 */
import { Dropdown, type DropdownProps, Popconfirm, type PopconfirmProps } from 'antd';
import {
  type ButtonHTMLAttributes,
  cloneElement,
  type ReactElement,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

type Trigger = ReactElement<ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }>;

interface Arming {
  armed: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The plain trigger: its first click arms the overlay, open. */
  plain: (trigger: Trigger) => ReactElement;
  /** The trigger inside the overlay, keeping the focus it had when it was armed. */
  wrapped: (trigger: Trigger) => Trigger;
}

function useArming(): Arming {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    // Wrapping mounts the button anew; a keyboard user must not lose their place.
    if (armed && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [armed]);
  return {
    armed,
    open,
    setOpen,
    plain: (trigger) =>
      cloneElement(trigger, {
        onClick: (event) => {
          refocus.current = document.activeElement === event.currentTarget;
          setArmed(true);
          setOpen(true);
        },
      }),
    wrapped: (trigger) => cloneElement(trigger, { ref: button }),
  };
}

/** A click menu (antd Dropdown) on `children`, mounted at the first click. */
export function ArmedDropdown({
  children,
  ...props
}: Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger' | 'children'> & { children: Trigger }) {
  const arming = useArming();
  if (props.disabled) return children;
  if (!arming.armed) return arming.plain(children);
  return (
    <Dropdown {...props} trigger={['click']} open={arming.open} onOpenChange={arming.setOpen}>
      {arming.wrapped(children)}
    </Dropdown>
  );
}

/** A confirmation (antd Popconfirm) before `children`'s action, mounted at the first click. */
export function ArmedPopconfirm({
  children,
  ...props
}: Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'children'> & { children: Trigger }) {
  const arming = useArming();
  if (!arming.armed) return arming.plain(children);
  return (
    <Popconfirm {...props} open={arming.open} onOpenChange={arming.setOpen}>
      {arming.wrapped(children)}
    </Popconfirm>
  );
}
