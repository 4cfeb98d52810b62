import { COUNTRY_NAMES, COUNTRY_PLACEHOLDER } from '@agency/schema/countries';
import { Listbox } from './listbox';

type CountrySelectProps = {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string;
};

/** The country dropdown of both forms, over the list the API validates against. */
export function CountrySelect(props: CountrySelectProps) {
  return <Listbox label="Country" placeholder={COUNTRY_PLACEHOLDER} options={COUNTRY_NAMES} {...props} />;
}
