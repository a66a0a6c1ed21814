import { cloneElement, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mui/material';
import { useAfterFirstPaint } from './useAfterFirstPaint';

type ChildProps = { 'aria-label'?: string; title?: string; className?: string };

/**
 * MUI's Tooltip, mounted once the first screen has painted (see useAfterFirstPaint). Until then the
 * child carries what the tooltip would give it when closed: its name (or, with `describeChild`,
 * a title), so it is named the same from its first paint.
 */
export const DeferredTooltip = ({ children, ...props }: TooltipProps & { children: ReactElement<ChildProps> }) => {
  const ready = useAfterFirstPaint();
  if (ready) return <Tooltip {...props}>{children}</Tooltip>;
  const { title, describeChild, className } = props;
  if (typeof title !== 'string') return className ? cloneElement(children, { className }) : children;
  return cloneElement(children, describeChild ? { title, className } : { 'aria-label': title, className });
};
