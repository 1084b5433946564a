import { type ReactNode, useEffect, useState } from 'react';

/**
 * A heading that takes focus when `focus` turns true: the heading of what replaced the buttons
 * the member just pressed (an offer answered, or gone by the time it was answered), so focus is
 * not lost with them and a screen reader reads where they are. Focusable only then
 * (tabIndex -1); give it a class with `outline: none` on :focus, as it is not a control.
 */
export function FocusHeading({
  id,
  focus,
  className,
  level: Heading = 'h2',
  children,
}: {
  id?: string;
  focus: boolean;
  className?: string;
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const [node, setNode] = useState<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focus) node?.focus();
  }, [focus, node]);
  return (
    <Heading id={id} ref={setNode} className={className} tabIndex={focus ? -1 : undefined}>
      {children}
    </Heading>
  );
}
