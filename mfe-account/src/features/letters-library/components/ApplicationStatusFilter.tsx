import { cn } from '@lettra/shared-ui';
import { applicationTexts } from '../content/application-texts.ts';
import { STATUS_FILTERS, type StatusFilter } from '../model/application-filter.ts';

type ApplicationStatusFilterProps = {
  value: StatusFilter;
  counts: Record<StatusFilter, number>;
  onChange: (filter: StatusFilter) => void;
};

/** One choice among the statuses, each with how many listed letters have it: native radios, arrow keys included. */
export function ApplicationStatusFilter({ value, counts, onChange }: ApplicationStatusFilterProps) {
  return (
    <fieldset className="ac:flex ac:flex-col ac:gap-2">
      <legend className="ac:mb-2 ac:text-sm ac:font-medium ac:text-ink-800">{applicationTexts.filterLegend}</legend>
      <div className="ac:flex ac:flex-wrap ac:gap-2">
        {STATUS_FILTERS.map((filter) => (
          <label
            key={filter}
            className={cn(
              'ac:relative ac:cursor-pointer ac:rounded-full ac:border ac:px-3 ac:py-1 ac:text-sm ac:transition-colors',
              'ac:has-[:focus-visible]:outline-2 ac:has-[:focus-visible]:outline-offset-2 ac:has-[:focus-visible]:outline-brand-600',
              filter === value
                ? 'ac:border-brand-600 ac:bg-brand-50 ac:font-medium ac:text-brand-800'
                : 'ac:border-ink-300 ac:text-ink-700 ac:hover:bg-ink-50',
            )}
          >
            <input
              type="radio"
              name="application-status-filter"
              value={filter}
              checked={filter === value}
              onChange={() => onChange(filter)}
              // Invisible over the whole pill: a click anywhere on it is a click on the radio itself.
              className="ac:absolute ac:inset-0 ac:m-0 ac:size-full ac:cursor-pointer ac:appearance-none ac:opacity-0"
            />
            {applicationTexts.filterLabel(filter, counts[filter])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
