"use client";

import { useEffect, useId, useState, type ComponentType } from "react";
import type { HeroSceneProps } from "./hero-scene";
import { whenPageSettled } from "@/lib/device/idle";
import { hasWebGL2, readHeroSceneSignals, shouldLoadHeroScene, watchHeroSceneBlockers } from "./hero-scene-policy";
import type { HeroNetwork, Vec3 } from "./hero-network";

type Status = "poster" | "skipped" | "loading" | "ready" | "failed";

const PHI = (1 + Math.sqrt(5)) / 2;
const ICOSAHEDRON: readonly Vec3[] = [
  [-1, PHI, 0],
  [1, PHI, 0],
  [-1, -PHI, 0],
  [1, -PHI, 0],
  [0, -1, PHI],
  [0, 1, PHI],
  [0, -1, -PHI],
  [0, 1, -PHI],
  [PHI, 0, -1],
  [PHI, 0, 1],
  [-PHI, 0, -1],
  [-PHI, 0, 1],
];

const scaleTo = ([x, y, z]: Vec3, length: number): Vec3 => {
  const k = length / Math.sqrt(x * x + y * y + z * z);
  return [x * k, y * k, z * k];
};

// Sines and cosines from 3-4-5 and 7-24-25 triangles: no trigonometry, so server and browsers agree to the bit.
const pose = ([x, y, z]: Vec3): Vec3 => {
  const [yawedX, yawedZ] = [x * 0.8 + z * 0.6, z * 0.8 - x * 0.6];
  return [yawedX, y * 0.96 - yawedZ * 0.28, y * 0.28 + yawedZ * 0.96];
};

function buildNetwork(): HeroNetwork {
  const nodes: Vec3[] = ICOSAHEDRON.map((vertex) => scaleTo(vertex, 1.6));
  const edges: [number, number][] = [];
  const midpoints = new Map<string, number>();
  const coreEdges: [number, number][] = [];
  ICOSAHEDRON.forEach(([ax, ay, az], a) =>
    ICOSAHEDRON.forEach(([bx, by, bz], b) => {
      if (b <= a || (ax - bx) ** 2 + (ay - by) ** 2 + (az - bz) ** 2 > 4.01) return;
      const middle = nodes.push(scaleTo([ax + bx, ay + by, az + bz], 1.6)) - 1;
      midpoints.set(`${a}-${b}`, middle);
      edges.push([a, middle], [middle, b]);
      coreEdges.push([a, b]);
    }),
  );
  for (let a = 0; a < 12; a++)
    for (let b = a + 1; b < 12; b++)
      for (let c = b + 1; c < 12; c++) {
        const [ab, bc, ac] = [midpoints.get(`${a}-${b}`), midpoints.get(`${b}-${c}`), midpoints.get(`${a}-${c}`)];
        if (ab !== undefined && bc !== undefined && ac !== undefined) edges.push([ab, bc], [bc, ac], [ac, ab]);
      }
  const shellCount = nodes.length;
  ICOSAHEDRON.forEach((vertex, index) => {
    nodes.push(scaleTo(vertex, 0.62));
    edges.push([index, shellCount + index]);
  });
  edges.push(...coreEdges.map(([a, b]): [number, number] => [shellCount + a, shellCount + b]));
  return { nodes: nodes.map(pose), shellCount, edges, cameraDistance: 6.2, focal: 2.9 };
}

const NETWORK = buildNetwork();

/** The scene's first frame in a 400 × 400 box: lines and round-capped dots grouped near, middle and far. */
function buildPoster({ nodes, shellCount, edges, cameraDistance, focal }: HeroNetwork) {
  const points = nodes.map(([x, y, z]) => {
    const k = (200 * focal) / (cameraDistance - z);
    return { at: `${(200 + x * k).toFixed(1)} ${(200 - y * k).toFixed(1)}`, layer: z > 0.55 ? 0 : z > -0.55 ? 1 : 2 };
  });
  const poster = { shell: ["", "", ""], core: ["", "", ""], shellDots: ["", "", ""], coreDots: "" };
  for (const [a, b] of edges) {
    const [from, to] = [points[a], points[b]];
    if (from && to) poster[b < shellCount ? "shell" : "core"][Math.round((from.layer + to.layer) / 2)] += `M${from.at}L${to.at}`;
  }
  points.forEach(({ at, layer }, index) => {
    if (index < shellCount) poster.shellDots[layer] += `M${at}h0`;
    else poster.coreDots += `M${at}h0`;
  });
  return poster;
}

const POSTER = buildPoster(NETWORK);
const LAYER_OPACITY = [0.6, 0.34, 0.14];

function Poster({ hidden }: { hidden: boolean }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 400 400"
      fill="none"
      strokeLinecap="round"
      className={`absolute inset-0 size-full transition-opacity duration-1000 ${hidden ? "opacity-0" : "opacity-100"}`}
    >
      <linearGradient id={gradient} x1="0" y1="60" x2="0" y2="340" gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#5eead4" />
        <stop offset="1" stopColor="#a78bfa" />
      </linearGradient>
      {LAYER_OPACITY.map((opacity, layer) => (
        <g key={layer} strokeOpacity={opacity}>
          <path d={POSTER.shell[layer]} stroke={`url(#${gradient})`} strokeWidth="0.8" />
          <path d={POSTER.core[layer]} stroke="#a78bfa" strokeWidth="0.8" />
          <path d={POSTER.shellDots[layer]} stroke={`url(#${gradient})`} strokeWidth={2.6 - layer * 0.5} strokeOpacity={1.4 * opacity} />
        </g>
      ))}
      <path d={POSTER.shellDots[0]} stroke={`url(#${gradient})`} strokeOpacity="0.14" strokeWidth="9" />
      <path d={POSTER.coreDots} stroke="#a78bfa" strokeOpacity="0.6" strokeWidth="2.4" />
    </svg>
  );
}

/** Decorative hero background: a static poster, upgraded to a live 3D scene on capable devices once the page is idle. */
export function HeroVisual() {
  const [Scene, setScene] = useState<ComponentType<HeroSceneProps> | null>(null);
  const [status, setStatus] = useState<Status>("poster");

  useEffect(() => {
    let cancelled = false;
    const cancel = whenPageSettled(() => {
      if (!shouldLoadHeroScene(readHeroSceneSignals(hasWebGL2))) return setStatus("skipped");
      setStatus("loading");
      import("./hero-scene").then(
        (module) => !cancelled && setScene(() => module.HeroScene),
        (error: unknown) => {
          console.warn("Hero scene could not load; keeping the poster.", error);
          if (!cancelled) setStatus("failed");
        },
      );
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);

  // Reduced motion or simplified mode switched on later takes the live scene away again.
  useEffect(() => {
    if (!Scene) return;
    return watchHeroSceneBlockers(() => {
      setScene(null);
      setStatus("skipped");
    });
  }, [Scene]);

  const live = Scene !== null && status !== "failed";
  return (
    <div aria-hidden="true" data-hero-visual={status} className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute left-1/2 top-1/2 aspect-square w-[min(40rem,135vw)] -translate-x-1/2 -translate-y-1/2 opacity-35 lg:left-auto lg:-right-[5%] lg:w-[min(46rem,54vw)] lg:translate-x-0 lg:opacity-75 xl:opacity-90">
        <div className="absolute inset-[18%] rounded-full bg-[radial-gradient(closest-side,rgb(94_234_212/0.14),rgb(167_139_250/0.08)_60%,transparent)]" />
        <Poster hidden={live && status === "ready"} />
        {live && (
          <div className={`absolute inset-0 transition-opacity duration-1000 ${status === "ready" ? "opacity-100" : "opacity-0"}`}>
            <Scene network={NETWORK} onReady={() => setStatus("ready")} onFail={() => setStatus("failed")} />
          </div>
        )}
      </div>
    </div>
  );
}
