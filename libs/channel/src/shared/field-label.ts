/**
 * The label of TextInput and SelectField in @onair/ui, for the post form's fields that have no
 * component there (content, images): every field of the form is named in one style.
 */
export const FIELD_LABEL = 'text-sm font-medium text-text';
