import { cloneElement, type ReactElement } from 'react';
import clsx from 'clsx';
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
  const { title, describeChild } = props;
  const own = children.props;
  const className = clsx(props.className, own.className) || undefined;
  // As MUI's: the child's own name or title wins over the tooltip's.
  const named =
    typeof title !== 'string'
      ? {}
      : describeChild
        ? { title: own.title ?? title }
        : { 'aria-label': own['aria-label'] ?? title };
  return cloneElement(children, { ...named, className });
};
