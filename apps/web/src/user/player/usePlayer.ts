import type { Pacing, Results, RunInfo, RunPage, RunQuestion } from "@qbank/api/client";
import { isTimedMode } from "@qbank/api/client";
import { useCallback, useMemo, useRef, useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";

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

/** Merges questions by id, keeping order by index. */
function mergeQuestions(current: RunQuestion[], incoming: RunQuestion[]): RunQuestion[] {
  const byId = new Map(current.map((q) => [q.id, q]));
  for (const q of incoming) byId.set(q.id, q);
  return [...byId.values()].sort((a, b) => a.index - b.index);
}

/** The player's state and the calls that change it; `onEnded` hears of a run that ended by its last answer. */
export function usePlayer(initial: PlayerData, onEnded: () => void) {
  const [data, setData] = useState(initial);
  const [active, setActive] = useState(() => {
    const firstOpen = initial.questions.findIndex((q) => q.chosen === null);
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [results, setResults] = useState<Results | undefined>(initial.results);
  const [pacing, setPacing] = useState(initial.pacing ?? null);
  const [error, setError] = useState<string>();
  const utils = trpc.useUtils();
  const timed = isTimedMode(data.run.mode);
  const ended = data.run.ended;

  const moreMutation = trpc.qbank.more.useMutation();
  const submitMutation = trpc.qbank.submit.useMutation();
  const endMutation = trpc.qbank.end.useMutation();
  const flagAdd = trpc.qbank.doLaterAdd.useMutation();
  const flagRemove = trpc.qbank.doLaterRemove.useMutation();
  const saveKey = trpc.revisionKeys.save.useMutation();

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

  /** Answers a question; true when the answer was recorded. */
  const submit = useCallback(
    async (questionId: string, answer: number): Promise<boolean> => {
      setError(undefined);
      try {
        const reply = await submitMutation.mutateAsync({ run: data.run.id, question: questionId, answer });
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
    [advanceTimed, data.questions, data.run.id, submitMutation, timed],
  );

  const toggleDoLater = useCallback(
    async (questionId: string) => {
      const flagged = data.doLater.has(questionId);
      setData((d) => {
        const next = new Set(d.doLater);
        if (flagged) next.delete(questionId);
        else next.add(questionId);
        return { ...d, doLater: next };
      });
      try {
        await (flagged ? flagRemove : flagAdd).mutateAsync({ id: questionId });
        // The picker's Flagged button depends on these counts.
        await utils.qbank.categories.invalidate();
      } catch (e) {
        setError(errorItems(e)[0]?.message);
      }
    },
    [data.doLater, flagAdd, flagRemove, utils.qbank.categories],
  );

  const saveExplanation = useCallback(
    async (question: RunQuestion) => {
      try {
        await saveKey.mutateAsync({
          question: question.id,
          category: question.category.id,
          answer: question.explanation_text ?? "",
        });
        setData((d) => ({
          ...d,
          questions: d.questions.map((q) => (q.id === question.id ? { ...q, saved: true } : q)),
        }));
        await utils.revisionKeys.invalidate();
      } catch (e) {
        setError(errorItems(e)[0]?.message);
      }
    },
    [saveKey, utils.revisionKeys],
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
  };
}

export type Player = ReturnType<typeof usePlayer>;
