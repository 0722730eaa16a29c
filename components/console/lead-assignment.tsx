"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMemberSession } from "@/components/members/member-session";
import { assignLead } from "@/lib/console/leads-store";
import type { Lead } from "@/lib/console/records";
import { loadAdmins, mailAssignment, type Assignee } from "@/lib/console/staff";
import { useModerator } from "./use-moderator";

/** Who a lead is assigned to, and the controls to give it to an admin (the assignee is told by e-mail) or to nobody. */
export function LeadAssignment({ lead }: { lead: Lead }) {
  const { db, user } = useMemberSession();
  const operator = useModerator();
  const selectId = useId();
  const [admins, setAdmins] = useState<Assignee[] | null>(null);
  const [chosen, setChosen] = useState(lead.assignedTo ?? "");
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);

  useEffect(() => {
    let active = true;
    loadAdmins(db).then(
      (list) => active && setAdmins(list),
      () => active && setAdmins([]),
    );
    return () => {
      active = false;
    };
  }, [db]);

  async function assign(uid: string) {
    const assignee = uid ? (admins?.find((admin) => admin.uid === uid) ?? (uid === user.uid ? { uid, name: operator.name } : null)) : null;
    if (uid && !assignee) return;
    setBusy(true);
    setSaid(null);
    try {
      await assignLead(db, operator, lead.id, assignee);
      setChosen(uid);
      const told = assignee && assignee.uid !== user.uid ? await mailAssignment(user, lead.id).catch(() => "The assignee was not told by e-mail.") : "";
      setSaid({ text: `${assignee ? `Assigned to ${assignee.uid === user.uid ? "you" : assignee.name}.` : "Unassigned."} ${told}`.trim(), problem: false });
    } catch {
      setSaid({ text: "The lead was not assigned. Check your connection and try again.", problem: true });
    } finally {
      setBusy(false);
    }
  }

  const mine = lead.assignedTo === user.uid;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <span className="text-fg-subtle">Assigned to: </span>
        {lead.assignedTo ? (mine ? `${lead.assignedName || operator.name} (you)` : lead.assignedName) : "Nobody yet"}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {mine ? null : (
          <Button size="sm" onClick={() => void assign(user.uid)} disabled={busy}>
            Assign to me
          </Button>
        )}
        <div>
          <label htmlFor={selectId} className="block text-xs text-fg-muted">
            Assign to
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={busy || admins === null}
            className="mt-1 rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm"
          >
            <option value="">Nobody</option>
            {(admins ?? []).map((admin) => (
              <option key={admin.uid} value={admin.uid}>
                {admin.uid === user.uid ? `${admin.name} (you)` : admin.name}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void assign(chosen)} disabled={busy || chosen === (lead.assignedTo ?? "")}>
          {busy ? "Saving…" : "Assign"}
        </Button>
      </div>
      <p role={said?.problem ? "alert" : "status"} className={`text-sm ${said?.problem ? "text-danger" : "text-accent"}`}>
        {said?.text ?? ""}
      </p>
    </div>
  );
}
