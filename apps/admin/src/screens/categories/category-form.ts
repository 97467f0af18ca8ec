import * as v from 'valibot';
import { CATEGORY_KINDS, CategorySlug } from '@onair/contracts';
import type { ConsoleMessageKey } from '../../i18n/use-console-t';

const required = (message: ConsoleMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** A name as the contract takes it (1 to 40 characters), refused in the console's words. */
const Name = (message: ConsoleMessageKey) => v.pipe(required(message), v.maxLength(40, 'console.categories.validation.nameLength'));

/** The rename form: both names; the kind may change too. */
export const RenameCategoryForm = v.object({
  kind: v.picklist(CATEGORY_KINDS),
  nameKo: Name('console.categories.validation.nameKo'),
  nameEn: Name('console.categories.validation.nameEn'),
});
export type RenameCategoryInput = v.InferInput<typeof RenameCategoryForm>;

/** The create form: the rename form and the slug, the browse address, which never changes after. */
export const CreateCategoryForm = v.object({
  ...RenameCategoryForm.entries,
  slug: v.pipe(
    required('console.categories.validation.slug'),
    v.check((value) => v.is(CategorySlug, value), 'console.categories.validation.slug'),
  ),
});
export type CreateCategoryInput = v.InferInput<typeof CreateCategoryForm>;
