import { createContext, useContext } from 'react';

/** Settings of the runtime configuration that screens read; the console provides them at its root. */
export interface ScreenSettings {
  /** The terminal map's tile template, `{z}/{x}/{y}` style; OpenStreetMap when absent. */
  mapTileUrl?: string;
}

const ScreenSettingsContext = createContext<ScreenSettings>({});

export const ScreenSettingsProvider = ScreenSettingsContext.Provider;

export const useScreenSettings = () => useContext(ScreenSettingsContext);
