import { cloneElement, useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import clsx from 'clsx';
import type { TooltipProps } from '@mui/material';
import { changeListeners } from '../../../core/changeListeners';
import { whenScreenSettled } from './screenSettled';

type ChildProps = { 'aria-label'?: string; title?: string; className?: string };

// MUI's Tooltip brings Popper, and in the build the kit the other screens share: fetched once the
// first screen is up (tests wait for `loadTooltip` before they hover).
let LoadedTooltip: ComponentType<TooltipProps> | undefined;
let loading: Promise<unknown> | undefined;
const { subscribe, notify } = changeListeners();
export const loadTooltip = () =>
  (loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      LoadedTooltip = module.default;
      notify();
    },
    () => (loading = undefined),
  ));

const loadedTooltip = () => LoadedTooltip;
const noTooltip = () => undefined;

/**
 * MUI's Tooltip, fetched once the first screen has painted and its data is in (whenScreenSettled),
 * and mounted as it comes: each tooltip renders again once, not also as the screen settles.
 * Until then the child carries what the tooltip would give it when closed: its name (or, with
 * `describeChild`, a title), so it is named the same from its first paint.
 */
export const DeferredTooltip = ({ children, ...props }: TooltipProps & { children: ReactElement<ChildProps> }) => {
  const Tooltip = useSyncExternalStore(subscribe, loadedTooltip, noTooltip);
  useEffect(() => (Tooltip ? undefined : whenScreenSettled(() => void loadTooltip())), [Tooltip]);
  if (Tooltip) return <Tooltip {...props}>{children}</Tooltip>;
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
