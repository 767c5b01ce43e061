// The form's fields in their cards: each card's title, its fields and the feature's parts among them (a pair side by
// side with the swap between them), its sentence and the summary at its end. A look without cards puts them in the form.
import { Fragment, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import { FormSummaryList } from './FormSummary';
import type { FullLook } from './look';
import { isPart, type FormContext, type FormPair, type FormSection, type FormSummary, type LaidOut, type LaidOutField } from './types';

interface FormCardsProps<V, X> {
  fields: readonly LaidOut[];
  /** The card each field or part names (by its name or key). */
  sectionOf: ReadonlyMap<string, string | undefined>;
  sections: readonly FormSection<V, X>[] | undefined;
  summary: FormSummary<V, X> | undefined;
  pair: FormPair | undefined;
  context: FormContext<V, X>;
  control: Control<FieldValues>;
  look: FullLook;
  idPrefix: string;
  failing: { name: string; message: string } | undefined;
  words: Record<string, string | number>;
  /** Swaps the pair's values. */
  onSwap(): void;
}

/** One card with no title: the form without declared sections. */
const ONE_CARD: readonly FormSection<never, never>[] = [{ key: '' }];

export function FormCards<V, X>(props: FormCardsProps<V, X>) {
  const { t } = useTranslation();
  const { fields, sectionOf, summary, pair, context, control, look, idPrefix, failing, words, onSwap } = props;
  const sections = (props.sections ?? ONE_CARD) as readonly FormSection<V, X>[];
  const last = sections[sections.length - 1]?.key;
  const cardOf = (key: string | undefined) => (key !== undefined && sections.some((section) => section.key === key) ? key : last);
  const row = (field: LaidOutField, extraClass?: string) => (
    <FormField
      key={field.name}
      field={field}
      control={control}
      id={`${idPrefix}-${field.name}`}
      look={look}
      errorKey={failing?.name === field.name ? failing.message : undefined}
      words={words}
      extraClass={extraClass}
    />
  );
  const rowsOf = (key: string) => {
    const own = fields.filter((field) => cardOf(sectionOf.get(isPart(field) ? field.key : field.name)) === key);
    const drawn: ReactNode[] = [];
    for (const field of own) {
      if (isPart(field)) {
        const Part = field.part;
        drawn.push(<Part key={field.key} />);
        continue;
      }
      const named = own.filter((f): f is LaidOutField => !isPart(f));
      if (pair && field.name === pair.names[1] && named.some((f) => f.name === pair.names[0])) continue;
      const partner = pair && field.name === pair.names[0] ? named.find((f) => f.name === pair.names[1]) : undefined;
      if (!partner) {
        drawn.push(row(field));
        continue;
      }
      drawn.push(
        <div key={`${field.name}-pair`} className={look.pair.row}>
          {row(field, look.pair.half)}
          <button type="button" className={look.pair.swap} onClick={onSwap} aria-label={t(pair!.swapLabelKey)}>
            ⇄
          </button>
          {row(partner, look.pair.half)}
        </div>,
      );
    }
    return drawn;
  };

  return (
    <>
      {sections
        .filter((section) => section.when?.(context.values) ?? true)
        .map((section) => {
          const note = section.note?.(context);
          const summed = summary && cardOf(summary.section) === section.key && (summary.when?.(context.values) ?? true);
          const content = (
            <>
              {section.titleKey && <h2 className={look.cardTitle}>{t(section.titleKey)}</h2>}
              {rowsOf(section.key)}
              {note && <p className={look.note}>{t(note.key, note.values)}</p>}
              {summed && <FormSummaryList summary={summary} context={context} />}
            </>
          );
          return look.card ? (
            <section key={section.key} className={look.card}>
              {content}
            </section>
          ) : (
            <Fragment key={section.key}>{content}</Fragment>
          );
        })}
    </>
  );
}
