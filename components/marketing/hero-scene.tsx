"use client";

import { Component, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Canvas, useFrame, useThree, type RootState } from "@react-three/fiber";
import { AdditiveBlending, BufferGeometry, Color, Float32BufferAttribute, type Group, type ShaderMaterial } from "three";
import type { HeroNetwork } from "./hero-network";

export type HeroSceneProps = { network: HeroNetwork; onReady: () => void; onFail: () => void };

const TEAL = new Color("#5eead4");
const VIOLET = new Color("#a78bfa");
const GL = { antialias: true, alpha: true, powerPreference: "low-power" } as const;
/** Glow sprite size in canvas heights at unit depth; the poster's dots are sized to match. */
const POINT_SIZE = 0.3;

const warn = (error: unknown) => console.warn("Hero scene switched off; the poster stays.", error);

class SceneBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    warn(error);
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The live scene; `onReady` fires once the first frame is on screen, `onFail` once if WebGL breaks. */
export function HeroScene(props: HeroSceneProps) {
  return (
    <SceneBoundary onFail={props.onFail}>
      <SceneCanvas {...props} />
    </SceneBoundary>
  );
}

function useRunning(target: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    if (!target.current) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(target.current);
    const onVisibility = () => setTabVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [target]);
  return onScreen && tabVisible;
}

function SceneCanvas({ network, onReady, onFail }: HeroSceneProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const running = useRunning(wrapper);
  const mounted = useRef(false);
  // Cleared before the Canvas's own teardown, which forces a context loss of its own.
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const camera = useMemo(() => ({ position: [0, 0, network.cameraDistance] as const, fov: (360 / Math.PI) * Math.atan(1 / network.focal) }), [network]);
  const onCreated = ({ gl }: RootState) => {
    const onLost = () => {
      if (!mounted.current) return;
      warn(new Error("WebGL context lost"));
      onFail();
    };
    gl.domElement.addEventListener("webglcontextlost", onLost, { once: true });
  };
  return (
    <div ref={wrapper} className="absolute inset-0">
      <Canvas dpr={[1, 1.5]} gl={GL} camera={camera} frameloop={running ? "always" : "never"} onCreated={onCreated} style={{ pointerEvents: "none" }}>
        <fog attach="fog" args={["#000000", network.cameraDistance - 1.2, network.cameraDistance + 2.2]} />
        <Network network={network} onReady={onReady} />
      </Canvas>
    </div>
  );
}

/** One set of node attributes: drawn as glowing points, and through the edge index as lines. */
function buildGeometry({ nodes, shellCount, edges }: HeroNetwork) {
  const colors = nodes.flatMap(([, y], index) => (index < shellCount ? TEAL.clone().lerp(VIOLET, 0.5 - y / 3.2) : VIOLET).toArray());
  const points = new BufferGeometry();
  points.setAttribute("position", new Float32BufferAttribute(nodes.flat(), 3));
  points.setAttribute("color", new Float32BufferAttribute(colors, 3));
  points.setAttribute(
    "phase",
    new Float32BufferAttribute(
      nodes.map((_, index) => index * 2.4),
      1,
    ),
  );
  return { points, lines: points.clone().setIndex(edges.flat()) };
}

const pointShader = (far: number) => ({
  uniforms: { time: { value: 0 }, size: { value: 1 } },
  vertexShader: `attribute float phase; uniform float time; uniform float size; varying vec3 tint; varying float glow;
    void main() {
      vec4 view = modelViewMatrix * vec4(position, 1.0);
      gl_Position = projectionMatrix * view;
      tint = color;
      glow = clamp((${far.toFixed(2)} + view.z) / 3.4, 0.25, 1.0) * (0.8 + 0.2 * sin(time * 1.1 + phase));
      gl_PointSize = size / -view.z;
    }`,
  fragmentShader: `varying vec3 tint; varying float glow;
    void main() {
      float d = length(gl_PointCoord - 0.5);
      float light = ((1.0 - smoothstep(0.0, 0.5, d)) * 0.35 + 1.0 - smoothstep(0.08, 0.13, d)) * glow;
      gl_FragColor = vec4(tint * light, light);
    }`,
  vertexColors: true,
  transparent: true,
  depthWrite: false,
  blending: AdditiveBlending,
});

function Network({ network, onReady }: { network: HeroNetwork; onReady: () => void }) {
  const group = useRef<Group>(null);
  const material = useRef<ShaderMaterial>(null);
  const pointer = useRef({ x: 0, y: 0 });
  const motion = useRef({ spin: 0, tiltX: 0, tiltY: 0, frames: 0 });
  const height = useThree((state) => state.size.height);
  const dpr = useThree((state) => state.viewport.dpr);
  const { points, lines } = useMemo(() => buildGeometry(network), [network]);
  const shader = useMemo(() => pointShader(network.cameraDistance + 1.6), [network]);
  useEffect(() => () => [points, lines].forEach((geometry) => geometry.dispose()), [points, lines]);

  useEffect(() => {
    if (!window.matchMedia("(hover: hover) and (pointer: fine)").matches) return;
    const onMove = (event: PointerEvent) => {
      pointer.current = { x: (event.clientX / window.innerWidth) * 2 - 1, y: (event.clientY / window.innerHeight) * 2 - 1 };
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => window.removeEventListener("pointermove", onMove);
  }, []);

  useFrame((_, delta) => {
    const current = motion.current;
    const step = Math.min(delta, 1 / 20);
    const ease = 1 - Math.exp(-step * 2);
    current.spin += step * 0.07;
    current.tiltX += (pointer.current.y * 0.16 - current.tiltX) * ease;
    current.tiltY += (pointer.current.x * 0.24 - current.tiltY) * ease;
    group.current?.rotation.set(current.tiltX, current.spin + current.tiltY, 0);
    const { time, size } = material.current?.uniforms ?? {};
    if (time) time.value += step;
    if (size) size.value = POINT_SIZE * height * dpr;
    // The callback runs before each render, so the second call means the first frame is drawn.
    if (++current.frames === 2) onReady();
  });

  return (
    <group ref={group}>
      <lineSegments geometry={lines}>
        <lineBasicMaterial vertexColors transparent opacity={0.7} blending={AdditiveBlending} depthWrite={false} />
      </lineSegments>
      <points geometry={points}>
        <shaderMaterial ref={material} args={[shader]} />
      </points>
    </group>
  );
}
