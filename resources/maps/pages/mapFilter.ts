/** What the map shows: every located terminal, or only online or offline ones, of a brand, of a commerce. */
export interface MapFilter {
  online?: boolean;
  brandId?: number;
  commerceId?: number;
}

/** What each of the map's filters is given. */
export interface MapFilterProps {
  filter: MapFilter;
  onChange: (filter: MapFilter) => void;
}

export interface MapView {
  zoom: number;
  bbox?: { south: number; west: number; north: number; east: number };
}
