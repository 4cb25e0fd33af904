import type { Pacing, Results, RunInfo, RunPage, RunQuestion } from "@qbank/api/client";
import { isTimedMode } from "@qbank/api/client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { pageAccount } from "../../app/page-account.ts";
import { errorItems, trpc } from "../../app/trpc.ts";
import { saveRun, type StoredRun } from "../../offline/device-store.ts";
import { sendOrQueue } from "../../offline/outbox.ts";
import { keepPlace, readPlace } from "./run-place.ts";

export interface PlayerData {
  run: RunInfo;
  questions: RunQuestion[];
  doLater: Set<string>;
  length: number;
  /** Server time minus local time, so the timer follows the server's deadline. */
  clockOffset: number;
  results?: Results | undefined;
  pacing?: Pacing | null | undefined;
}

export function fromPage(page: RunPage, results?: Results, pacing?: Pacing | null): PlayerData {
  return {
    results,
    pacing,
    run: page.run,
    questions: page.questions,
    doLater: new Set(page.doLater),
    length: page.length,
    clockOffset: Date.parse(page.run.server_now) - Date.now(),
  };
}

export function fromStored(stored: StoredRun): PlayerData {
  return { ...stored, doLater: new Set(stored.doLater) };
}

/** The reply a practice answer gets while offline: practice pages carry the key and explanation. */
function answeredHere(q: RunQuestion, answer: number, timed: boolean) {
  return {
    chosen: answer,
    correct: timed || q.correct_number === null ? null : answer === q.correct_number,
    correct_number: q.correct_number,
    explanation_text: q.explanation_text,
    peers: q.peers,
    peers_correct: q.peers_correct,
  };
}

/** A place kept in this tab that a reload goes back to: any in a run's review, an open question's while it runs. */
function keptPlaceCounts(initial: PlayerData): boolean {
  return initial.run.ended ? readPlace(initial.run.id).reviewing : true;
}

/** The question last on screen in this tab (if it still counts); else the first unanswered one. */
function startIndex(initial: PlayerData): number {
  const shown = readPlace(initial.run.id).question;
  const kept = initial.questions.findIndex((q) => q.id === shown && (initial.run.ended || q.chosen === null));
  if (kept !== -1 && keptPlaceCounts(initial)) return kept;
  const firstOpen = initial.questions.findIndex((q) => q.chosen === null);
  return firstOpen === -1 ? 0 : firstOpen;
}

/** The place kept in this tab when it lies beyond the questions the run reopened with. */
function placeBeyond(initial: PlayerData): { question: string; index: number } | null {
  const { question, index } = readPlace(initial.run.id);
  if (!keptPlaceCounts(initial) || question === null || index === null) return null;
  if (index < initial.questions.length || index >= initial.length) return null;
  return { question, index };
}

/** Merges questions by id, keeping order by index. */
function mergeQuestions(current: RunQuestion[], incoming: RunQuestion[]): RunQuestion[] {
  const byId = new Map(current.map((q) => [q.id, q]));
  for (const q of incoming) byId.set(q.id, q);
  return [...byId.values()].sort((a, b) => a.index - b.index);
}

/** The player's state and the calls that change it; `onEnded` hears of a run that ended by its last answer. */
export function usePlayer(initial: PlayerData, onEnded: () => void) {
  const [data, setData] = useState(initial);
  const [active, setActive] = useState(() => startIndex(initial));
  const [seek, setSeek] = useState(() => placeBeyond(initial));
  const [results, setResults] = useState<Results | undefined>(initial.results);
  const [pacing, setPacing] = useState(initial.pacing ?? null);
  const [error, setError] = useState<string>();
  const utils = trpc.useUtils();
  const timed = isTimedMode(data.run.mode);
  const ended = data.run.ended;

  const shownId = data.questions[active]?.id ?? null;
  useEffect(() => {
    if (!seek) keepPlace(data.run.id, { question: shownId, index: active });
  }, [data.run.id, shownId, active, seek]);

  // The run as shown, kept on the device so a reload without a network reopens it.
  useEffect(() => {
    const { doLater, ...rest } = data;
    saveRun({ ...rest, id: data.run.id, doLater: [...doLater], results, pacing, user: pageAccount() }).catch(
      () => undefined,
    );
  }, [data, results, pacing]);

  const moreMutation = trpc.qbank.more.useMutation();
  const submitMutation = trpc.qbank.submit.useMutation();
  const endMutation = trpc.qbank.end.useMutation();
  const flagAdd = trpc.qbank.doLaterAdd.useMutation();
  const flagRemove = trpc.qbank.doLaterRemove.useMutation();
  const saveKey = trpc.revisionKeys.save.useMutation();
  const markMutation = trpc.qbank.mark.useMutation();

  // The page being loaded, so a second caller waits for it instead of finding nothing to do.
  const loading = useRef<Promise<number> | null>(null);
  /** Loads the next page; resolves to how many questions are held then. */
  const loadMore = useCallback((): Promise<number> => {
    if (loading.current) return loading.current;
    const held = data.questions;
    if (held.length >= data.length) return Promise.resolve(held.length);
    loading.current = (async () => {
      try {
        const page = await moreMutation.mutateAsync({ run: data.run.id, questions: held.map((q) => q.id) });
        const merged = mergeQuestions(held, page.questions);
        setData((d) => ({
          ...d,
          questions: mergeQuestions(d.questions, page.questions),
          length: page.length,
          doLater: new Set([...d.doLater, ...page.doLater]),
        }));
        return merged.length;
      } catch (e) {
        setError(errorItems(e)[0]?.message);
        return held.length;
      } finally {
        loading.current = null;
      }
    })();
    return loading.current;
  }, [data.length, data.questions, data.run.id, moreMutation]);

  // A place kept beyond the pages the run reopened with: its pages are loaded, then it shows,
  // if it is still the question there and still unanswered.
  useEffect(() => {
    if (!seek) return;
    const at = data.questions.findIndex((q) => q.id === seek.question);
    if (at !== -1 || data.questions.length > seek.index) {
      if (at !== -1 && data.questions[at]!.chosen === null) setActive(at);
      setSeek(null);
      return;
    }
    const before = data.questions.length;
    void loadMore().then((held) => {
      if (held === before) setSeek(null);
    });
  }, [seek, data.questions, loadMore]);

  const finish = useCallback(async () => {
    try {
      const out = await endMutation.mutateAsync({ id: data.run.id });
      setData((d) => ({ ...d, run: out.run, questions: out.questions, length: out.questions.length }));
      setResults(out.results);
      setPacing(out.pacing);
      await utils.qbank.invalidate();
      return out.results;
    } catch (e) {
      setError(errorItems(e)[0]?.message);
      return undefined;
    }
  }, [data.run.id, endMutation, utils.qbank]);

  /**
   * Shows a question of the run, loading its page first when it is beyond those held; the
   * next page is fetched as soon as the last held question shows, so Next is never stranded.
   */
  const goTo = useCallback(
    async (index: number) => {
      if (index < 0 || index >= data.length) return;
      if (index < data.questions.length) {
        setActive(index);
        if (index === data.questions.length - 1) void loadMore();
        return;
      }
      if (index < (await loadMore())) setActive(index);
    },
    [data.length, data.questions.length, loadMore],
  );

  /** After a timed answer: the next question, else the next unanswered one, else the end and its results. */
  const advanceTimed = useCallback(
    async (questions: RunQuestion[], from: number) => {
      if (from + 1 < data.length) return goTo(from + 1);
      const open = questions.findIndex((q) => q.chosen === null);
      if (open !== -1) return goTo(open);
      if (await finish()) onEnded();
    },
    [data.length, finish, goTo, onEnded],
  );

  /** Answers a question (at once, or kept on the device while offline); true when it was taken. */
  const submit = useCallback(
    async (questionId: string, answer: number): Promise<boolean> => {
      setError(undefined);
      const held = data.questions.find((q) => q.id === questionId);
      if (!held) return false;
      try {
        const input = { run: data.run.id, question: questionId, answer, device_id: crypto.randomUUID() };
        const reply =
          (await sendOrQueue({ kind: "answer", run: data.run.id, input }, () => submitMutation.mutateAsync(input))) ??
          answeredHere(held, answer, timed);
        const answered = (q: RunQuestion): RunQuestion =>
          q.id === questionId
            ? {
                ...q,
                chosen: reply.chosen,
                correct: reply.correct,
                correct_number: reply.correct_number,
                explanation_text: reply.explanation_text,
                peers: reply.peers,
                peers_correct: reply.peers_correct,
              }
            : q;
        const updated = data.questions.map(answered);
        setData((d) => ({ ...d, questions: d.questions.map(answered) }));
        // The unfinished session's count of answers has changed: the bank asks again before it
        // trusts its cached one (no request now; the player does not show it).
        if (!timed) void utils.qbank.openPractice.invalidate(undefined, { refetchType: "none" });
        if (timed) {
          const index = updated.findIndex((q) => q.id === questionId);
          await advanceTimed(updated, index);
        }
        return true;
      } catch (e) {
        setError(errorItems(e)[0]?.message);
        return false;
      }
    },
    [advanceTimed, data.questions, data.run.id, submitMutation, timed, utils.qbank.openPractice],
  );

  const toggleDoLater = useCallback(
    async (questionId: string) => {
      const flagged = data.doLater.has(questionId);
      const show = (on: boolean) =>
        setData((d) => {
          const next = new Set(d.doLater);
          if (on) next.add(questionId);
          else next.delete(questionId);
          return { ...d, doLater: next };
        });
      show(!flagged);
      try {
        const input = { id: questionId, device_id: crypto.randomUUID() };
        const sent = await sendOrQueue({ kind: flagged ? "unflag" : "flag", run: data.run.id, input }, () =>
          (flagged ? flagRemove : flagAdd).mutateAsync(input),
        );
        // The picker's Flagged button depends on these counts.
        if (sent) await utils.qbank.categories.invalidate();
      } catch (e) {
        // Refused (a signed-out session, say): the question shows what the server holds.
        show(flagged);
        setError(errorItems(e)[0]?.message);
      }
    },
    [data.doLater, data.run.id, flagAdd, flagRemove, utils.qbank.categories],
  );

  const saveExplanation = useCallback(
    async (question: RunQuestion) => {
      try {
        const input = { question: question.id, device_id: crypto.randomUUID() };
        const sent = await sendOrQueue({ kind: "key", run: data.run.id, input }, () => saveKey.mutateAsync(input));
        setData((d) => ({
          ...d,
          questions: d.questions.map((q) => (q.id === question.id ? { ...q, saved: true } : q)),
        }));
        if (sent) await utils.revisionKeys.invalidate();
      } catch (e) {
        setError(errorItems(e)[0]?.message);
      }
    },
    [data.run.id, saveKey, utils.revisionKeys],
  );

  /** Changes a question's study aids here at once, and on the server (or in the device's queue). */
  const mark = useCallback(
    async (question: RunQuestion, change: Partial<Pick<RunQuestion, "struck" | "highlights">>) => {
      const next = { struck: question.struck, highlights: question.highlights, ...change };
      setData((d) => ({ ...d, questions: d.questions.map((q) => (q.id === question.id ? { ...q, ...next } : q)) }));
      try {
        const input = { run: data.run.id, question: question.id, ...next, device_id: crypto.randomUUID() };
        await sendOrQueue({ kind: "mark", run: data.run.id, input }, () => markMutation.mutateAsync(input));
      } catch (e) {
        setError(errorItems(e)[0]?.message);
      }
    },
    [data.run.id, markMutation],
  );

  const score = useMemo(() => {
    const answered = data.questions.filter((q) => q.chosen !== null);
    return { answered: answered.length, right: answered.filter((q) => q.correct === true).length };
  }, [data.questions]);

  return {
    data,
    active,
    results,
    pacing,
    error,
    timed,
    ended,
    score,
    busy: submitMutation.isPending,
    loadingMore: moreMutation.isPending,
    ending: endMutation.isPending,
    goTo,
    loadMore,
    submit,
    finish,
    toggleDoLater,
    saveExplanation,
    mark,
  };
}

export type Player = ReturnType<typeof usePlayer>;
