import {
  currentMapVersion,
  insertMapEntries,
  insertMapVersion,
  listAreaCoverage,
  listLiveEntries,
  lockContentMap,
  newId,
  renameMapEntry,
  retireMapEntries,
  setMapLinks,
  type ContentMapEntry,
  type ContentMapKind,
} from "@qbank/db";
import { TRPCError } from "@trpc/server";
import type { AuthedContext } from "../../context.ts";
import { appError, ErrorList, notFound, type ErrorItem } from "../../shared/errors.ts";
import { Level } from "../../shared/levels.ts";
import { readMapCsv, type MapRow } from "./csv.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

const refused = (items: ErrorItem[]) =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: items[0]?.message ?? "The file was refused.",
    cause: new ErrorList(items),
  });

const key = (kind: ContentMapKind, name: string) => `${kind}:${name.toLowerCase()}`;

/** The live map for the admin screen: each entry with its areas' names and how many live questions carry it. */
export async function mapForAdmin(ctx: Pick<Ctx, "db">) {
  const [version, entries, counts] = await Promise.all([
    currentMapVersion(ctx.db),
    listLiveEntries(ctx.db),
    listAreaCoverage(ctx.db, { maxLevel: Level.MasteryPool, excludeLevels: [] }, null),
  ]);
  const names = new Map(entries.map((e) => [e.id, e.name]));
  const questions = new Map(counts.map((c) => [c.id, c.questions]));
  return {
    version: version.number,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      name: e.name,
      areas: e.area_ids.flatMap((id) => names.get(id) ?? []).sort(),
      questions: questions.get(e.id) ?? 0,
    })),
  };
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refused([{ object: "file", message: "The file is not UTF-8 text." }]);
  }
}

/** The clinical areas the map will have, by lower-cased name: the file's, when it lists them. */
function areasAfter(rows: MapRow[], live: ContentMapEntry[]): Map<string, { id: string | null; name: string }> {
  const fromFile = rows.filter((r) => r.kind === "clinical area");
  if (fromFile.length === 0)
    return new Map(
      live.filter((e) => e.kind === "clinical area").map((e) => [e.name.toLowerCase(), { id: e.id, name: e.name }]),
    );
  const liveIds = new Map(live.filter((e) => e.kind === "clinical area").map((e) => [e.name.toLowerCase(), e.id]));
  return new Map(
    fromFile.map((r) => [r.name.toLowerCase(), { id: liveIds.get(r.name.toLowerCase()) ?? null, name: r.name }]),
  );
}

/**
 * A new version of the map from the GMC's spreadsheet (`kind,name,areas`): for each kind the
 * file lists, its rows are that kind's entries from now on. An entry already in the map keeps
 * its id (and its questions' tags); one the file leaves out is retired; a file that changes
 * nothing makes no version. All or nothing, with every problem listed.
 */
export async function uploadMap(ctx: Ctx, input: { file: Buffer; dry_run: boolean }) {
  const { rows, problems } = readMapCsv(decode(input.file));
  const seen = new Map<string, number>();
  for (const r of rows) {
    const first = seen.get(key(r.kind, r.name));
    if (first !== undefined) problems.push({ object: `row ${r.row}`, message: `The same entry as row ${first}.` });
    else seen.set(key(r.kind, r.name), r.row);
  }
  if (problems.length > 0) throw refused(problems);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockContentMap(trx);
    const live = await listLiveEntries(trx);
    const areas = areasAfter(rows, live);
    for (const r of rows)
      for (const a of r.areas)
        if (!areas.has(a.toLowerCase()))
          problems.push({ object: `row ${r.row}`, message: `Unknown clinical area "${a}".` });
    if (problems.length > 0) throw refused(problems);

    const kinds = new Set(rows.map((r) => r.kind));
    const liveByKey = new Map(live.map((e) => [key(e.kind, e.name), e]));
    const version = { id: newId(), number: (await currentMapVersion(trx)).number + 1 };
    const ids = new Map(rows.map((r) => [key(r.kind, r.name), liveByKey.get(key(r.kind, r.name))?.id ?? newId()]));
    const areaId = (name: string) => areas.get(name.toLowerCase())!.id ?? ids.get(key("clinical area", name))!;
    const added = rows.filter((r) => !liveByKey.has(key(r.kind, r.name)));
    const retired = live.filter((e) => kinds.has(e.kind) && !ids.has(key(e.kind, e.name)));
    const links = rows
      .filter((r) => r.kind === "presentation" || r.kind === "condition")
      .map((r) => ({ entry_id: ids.get(key(r.kind, r.name))!, area_ids: [...new Set(r.areas.map(areaId))].sort() }));
    const linksBefore = new Map(live.map((e) => [e.id, e.area_ids.join(",")]));
    const relinked = links.filter(
      (l) => linksBefore.has(l.entry_id) && linksBefore.get(l.entry_id) !== l.area_ids.join(","),
    );
    const byId = new Map(rows.map((r) => [ids.get(key(r.kind, r.name))!, r]));
    const named = (e: { kind: ContentMapKind; name: string }) => ({ kind: e.kind, name: e.name });
    const result = {
      version: added.length + retired.length + relinked.length > 0 ? version.number : version.number - 1,
      added: added.length,
      retired: retired.length,
      relinked: relinked.length,
      unchanged: rows.length - added.length - relinked.length,
      entries: {
        added: added.map(named),
        retired: retired.map(named),
        relinked: relinked.map((l) => named(byId.get(l.entry_id)!)),
      },
    };
    if (input.dry_run || result.version < version.number) return result;
    await insertMapVersion(trx, { ...version, created_at: now, created_by: ctx.user.id });
    await insertMapEntries(
      trx,
      added.map((r) => ({ id: ids.get(key(r.kind, r.name))!, kind: r.kind, name: r.name, added_in: version.id })),
    );
    await retireMapEntries(
      trx,
      retired.map((e) => e.id),
      version.id,
    );
    await setMapLinks(
      trx,
      links.filter((l) => !linksBefore.has(l.entry_id) || relinked.includes(l)),
    );
    return result;
  });
}

export async function renameEntry(ctx: Pick<Ctx, "db">, input: { id: string; name: string }) {
  const outcome = await renameMapEntry(ctx.db, input.id, input.name);
  if (outcome === "missing") throw notFound("entry");
  if (outcome === "taken")
    throw appError("CONFLICT", "name", "The map already has an entry of this kind with this name.");
  return mapForAdmin(ctx);
}
