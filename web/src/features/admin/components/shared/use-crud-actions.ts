// Create / update / delete for an admin tab, with the spec's toasts (§8) and delete confirmation
// (§7): one implementation for categories, products, coupons and SEO meta. On a refused save (the
// payload's errors) the toast shows the server's message and its field messages go back to the form
// (SaveResult); the deleted id the server answers leaves the Apollo cache and the overview's figures
// are asked again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useToast } from '@/components/ui/toast';
import { rootPayload, unwrap, type MutationPayload } from '@/lib/errors';
import { forgetObject } from './cache';
import { failureText, refused, saved, type SaveResult } from './save-result';

interface MutationSettings {
  /** operations whose lists or totals change (refetched by name) */
  refetch?: string[];
  /** further cache upkeep after the write */
  update?: (cache: ApolloCache) => void;
}

export interface CrudSpec<Input> {
  /** what the rows are called in running text: "category", "SEO meta" (capitalised at the start of a toast) */
  noun: string;
  /** the question asked before a delete */
  confirmDelete: string;
  create: { document: TypedDocumentNode<Answer, { input: Input }> } & MutationSettings;
  update: { document: TypedDocumentNode<Answer, { input: Input & { id: string } }> } & MutationSettings;
  remove: { document: TypedDocumentNode<Answer<{ deletedId: string | null }>, { input: { id: string } }> } & MutationSettings;
}

export interface CrudActions<Row, Input> {
  /** creates when `row` is null, updates it otherwise */
  save(input: Input, row: Row | null): Promise<SaveResult>;
  /** asks, deletes and says how it went (never throws) */
  destroy(row: Row): Promise<void>;
}

/** A mutation's answer: its one root field holds the payload. */
type Answer<Fields = unknown> = Record<string, MutationPayload & Fields>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const options = ({ refetch, update }: MutationSettings) => ({ refetchQueries: refetch, update });

export function useCrudActions<Row extends { __typename: string; id: string }, Input>(spec: CrudSpec<Input>): CrudActions<Row, Input> {
  const toast = useToast();
  const [create] = useMutation(spec.create.document, options(spec.create));
  const [update] = useMutation(spec.update.document, options(spec.update));
  const [remove] = useMutation(spec.remove.document, { refetchQueries: spec.remove.refetch });
  const { noun, confirmDelete } = spec;
  const afterRemove = spec.remove.update;

  const save = useCallback(
    async (input: Input, row: Row | null): Promise<SaveResult> => {
      try {
        const { data } = row ? await update({ variables: { input: { ...input, id: row.id } } }) : await create({ variables: { input } });
        unwrap(rootPayload(data));
        toast({ title: `${capitalised(noun)} ${row ? 'updated' : 'created'} successfully` });
        return saved;
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, `Failed to ${row ? 'update' : 'create'} ${noun}`), variant: 'error' });
        return refused(err);
      }
    },
    [create, update, toast, noun],
  );

  const destroy = useCallback(
    async (row: Row) => {
      if (!window.confirm(confirmDelete)) return;
      try {
        const { data } = await remove({
          variables: { input: { id: row.id } },
          update: (cache, { data }) => {
            const deletedId = rootPayload(data)?.deletedId;
            if (!deletedId) return;
            afterRemove?.(cache);
            forgetObject(cache, row.__typename, deletedId);
          },
        });
        unwrap(rootPayload(data));
        toast({ title: `${capitalised(noun)} deleted successfully` });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, `Failed to delete ${noun}`), variant: 'error' });
      }
    },
    [remove, toast, noun, confirmDelete, afterRemove],
  );

  return { save, destroy };
}
