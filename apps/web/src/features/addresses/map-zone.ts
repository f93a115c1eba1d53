/** A delivery zone as the address maps draw it: [longitude, latitude] points and a colour. */
export interface MapZone {
  id: number;
  name: string;
  color: string;
  polygon: ReadonlyArray<readonly [number, number]>;
}
