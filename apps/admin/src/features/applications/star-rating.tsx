import { adminScreensCopy } from '@phi/content';
import { type Rating, ratingLabels, ratingValues } from '@phi/contracts';
import { Star } from 'lucide-react';

const stars = ratingValues.filter((value) => value > 0);

/** spec: chat-news-admin §2 and §3, the star rating of an application (0 = no rating). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${adminScreensCopy.ratingStars(rating)}: ${ratingLabels[rating as Rating] ?? ''}`}
      className="inline-flex gap-0.5"
    >
      {stars.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`size-4 ${value <= rating ? 'fill-amber-300 text-amber-300' : 'text-slate-600'}`}
        />
      ))}
    </span>
  );
}

/** The rating picker of the edit form: No Rating or 1 to 5 stars, as radio buttons. */
export function StarRatingInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-200">{adminScreensCopy.rating}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {ratingValues.map((rating) => (
          <label
            key={rating}
            title={ratingLabels[rating]}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-400"
          >
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              aria-label={adminScreensCopy.setRating(rating, ratingLabels[rating])}
            />
            {rating === 0 ? (
              <span className={`px-1 text-xs ${value === 0 ? 'text-sky-200' : 'text-slate-400'}`}>
                {ratingLabels[0]}
              </span>
            ) : (
              <Star
                aria-hidden="true"
                className={`size-5 ${rating <= value ? 'fill-amber-300 text-amber-300' : 'text-slate-600'}`}
              />
            )}
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-400">{ratingLabels[value as Rating]}</span>
      </div>
    </fieldset>
  );
}
