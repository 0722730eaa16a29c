/** A point in the hero's scene. */
export type Vec3 = readonly [number, number, number];

/** A geodesic shell of services around a core, shared by the poster and the 3D scene so the swap lines up. */
export type HeroNetwork = {
  /** Shell nodes first, then the core's, already turned to the pose the poster shows. */
  nodes: readonly Vec3[];
  shellCount: number;
  edges: readonly (readonly [number, number])[];
  cameraDistance: number;
  /** 1 / tan(fov / 2). */
  focal: number;
};
