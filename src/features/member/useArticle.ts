import { useParams } from 'wouter';
import { useStore } from '@nanostores/react';
import { getMemberArticle } from '../../api/member';
import { ARTICLE_MSG } from '../../model/member-articles';
import { parseId } from '../../model/route-table';
import { $viewerKey } from '../../stores/viewer';
import { useRemote } from '../../ui/useRemote';

/** The article of the route's :articleId as this viewer may see it (id undefined: not a valid id). */
export function useArticle() {
  const id = parseId(useParams<{ articleId: string }>().articleId);
  const viewer = useStore($viewerKey);
  const remote = useRemote(
    () => (id === undefined ? Promise.reject(new Error(ARTICLE_MSG.missing)) : getMemberArticle(id, { silent: true })),
    `${id}|${viewer}`,
  );
  return { id, ...remote };
}
