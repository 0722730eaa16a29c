import packageJson from "@/package.json";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { status: "ok", version: packageJson.version, uptimeSeconds: Math.round(process.uptime()) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
