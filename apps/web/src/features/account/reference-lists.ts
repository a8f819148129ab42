import { useEffect, useState } from 'react';
import { CountryList, LanguageList, WorkList, type NamedItem } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';

export interface ReferenceLists {
  countries: NamedItem[];
  languages: NamedItem[];
  jobs: NamedItem[];
  /** The lists could not be loaded; the form still keeps the current values. */
  failed: boolean;
}

/** Countries, native languages and jobs for the profile form, each named in every interface language. */
export function useReferenceLists(): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>({ countries: [], languages: [], jobs: [], failed: false });
  useEffect(() => {
    let current = true;
    Promise.all([callApi(CountryList, {}), callApi(LanguageList, {}), callApi(WorkList, {})]).then(
      ([countries, languages, jobs]) => {
        if (current) setLists({ countries, languages, jobs, failed: false });
      },
      () => {
        if (current) setLists((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return lists;
}
