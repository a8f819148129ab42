import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedType } from '@hanyu/contracts/admin/content';

/**
 * A choice's option in the interface language: the news categories and school stages are named as the
 * public pages name them (the league section's words), so the editor and the site agree.
 */
export function useOptionLabel(): (type: ManagedType, field: string, option: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (type: ManagedType, field: string, option: string) => {
      if (type === 'news' && field === 'category') return t(`league.categories.${option as 'platform'}`);
      if (type === 'school' && field === 'stage') return t(`league.stages.${option as 'other'}`);
      if (type === 'video' && field === 'subject') return t(`videos.subjects.${option as 'culture'}`);
      // Teaching content: the passage's level and genre as the passage pages name them.
      if (type === 'passage' && field === 'level') return t(`learn.passage.level.${option as 'beginner'}`);
      if (type === 'passage' && field === 'genre') return t(`learn.passage.genre.${option as 'fable'}`);
      if (type === 'topic' && field === 'category')
        return t(`adminWorkspace.content.topicCategories.${option as 'self'}`);
      if (type === 'eloquenceExercise' && field === 'kind') return t(`learn.eloquence.kinds.${option as 'debate'}`);
      return option;
    },
    [t],
  );
}
