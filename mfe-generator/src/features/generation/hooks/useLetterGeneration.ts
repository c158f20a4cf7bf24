import { useEffect, useReducer, useRef } from 'react';
import { ApiError, toastError, useAuth } from '@lettra/shared-ui';
import { queryKeys, useQueryClient } from '@lettra/shared-ui/query';
import { generatorToasts } from '../../../content/toast-texts.ts';
import type { GenerationRequest } from '@lettra/contracts';
import { useRequireLogin } from '../../../lib/useRequireLogin.ts';
import { streamLetterGeneration } from '../api/stream-letter-generation.ts';
import {
  IDLE,
  generationReducer,
  type GenerationAction,
  type GenerationFailure,
  type GenerationState,
} from '../model/generation-state.ts';

function toFailure(error: unknown): GenerationFailure {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, message: error.message, ...(error.title && { title: error.title }) };
  }
  return { status: 0, code: 'UnknownError', message: '' };
}

export interface LetterGeneration {
  state: GenerationState;
  start(request: GenerationRequest): void;
  /** Stops a running generation (the api then saves nothing) and returns to idle. */
  cancel(): void;
  /** Starts the last request again, e.g. after a stream that broke off. */
  retry(): void;
}

/**
 * Runs one generation at a time and follows its stream. Leaving the page aborts it. Failures are
 * told once: signed out → 'Connexion requise' and /login; otherwise the destructive toast 'Erreur de
 * génération' with the api's message, or docs/product.md §8's generic text — unless some text had
 * arrived: the state then keeps it, and the view shows a lasting error instead. A generation the api
 * answered changes the free letters left, and a letter written joins the cached lists: both are read
 * again.
 */
export function useLetterGeneration(): LetterGeneration {
  const [state, dispatch] = useReducer(generationReducer, IDLE);
  const controller = useRef<AbortController | null>(null);
  const lastRequest = useRef<GenerationRequest | null>(null);
  const requireLogin = useRequireLogin();
  const signedIn = useAuth().user !== null;
  const client = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (request: GenerationRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    lastRequest.current = request;
    // This run's own copy of the state, so that the failure below knows whether it keeps a partial letter.
    let run: GenerationState = IDLE;
    const act = (action: GenerationAction) => {
      run = generationReducer(run, action);
      dispatch(action);
    };
    act({ type: 'start' });
    try {
      await streamLetterGeneration(request, {
        signal: current.signal,
        onEvent: (event) => act({ type: 'event', event }),
      });
      void client.invalidateQueries({ queryKey: queryKeys.letters.lists() });
      void client.invalidateQueries({ queryKey: queryKeys.generation.quota });
    } catch (error) {
      if (current.signal.aborted) return;
      const failure = toFailure(error);
      act({ type: 'fail', failure });
      if (failure.status === 401 || failure.code === 'AuthRequiredError') {
        // A session that ended under a signed-in user: the stream reported the 401 as every request
        // does, and the shell reads the session again before sending to /login with this page
        // (useSessionExpiry); sent from here, the login page would still see the user and send back.
        if (signedIn) toastError(generatorToasts.loginRequired.title, generatorToasts.loginRequired.description);
        else requireLogin();
        return;
      }
      if (run.status === 'failed' && !run.partial) toastError(failure.title ?? generatorToasts.generationError.title, failure.message || generatorToasts.generationError.description);
      void client.invalidateQueries({ queryKey: queryKeys.generation.quota });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'reset' });
  };

  const retry = () => {
    if (lastRequest.current) void start(lastRequest.current);
  };

  return { state, start: (request) => void start(request), cancel, retry };
}
