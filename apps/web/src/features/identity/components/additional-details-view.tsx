import { formatAbn, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList, type DetailItem } from '../../../components/ui/detail-list';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useAdditionalDetail } from '../api/get-additional-detail';
import { useLanguages } from '../api/get-languages';
import { useCountryName } from './country-name';
import { PageSection } from '../../../components/ui/page-section';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /account-new/additional-details: occupation, business, citizenship, residency, tax residency and language. */
export function AdditionalDetailsView() {
  const additional = useAdditionalDetail();
  const languages = useLanguages();
  const countryName = useCountryName();
  if (additional.isPending) return <PageSpinner label="Loading your additional details" />;
  if (additional.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const a = additional.data;
  const items: DetailItem[] = a
    ? [
        { label: 'Occupation', value: a.occupation },
        { label: 'Sole trader', value: yesNo(a.is_sole_trader) },
        ...(a.is_sole_trader
          ? [
              { label: 'Business name', value: a.business_name },
              { label: 'ABN', value: a.abn ? formatAbn(a.abn) : '' },
              { label: 'Business activity', value: a.business_activity },
            ]
          : []),
        { label: 'Citizenship', value: a.country_of_citizenship.map(countryName).join(', ') },
        {
          label: 'Resident of another country',
          value: a.non_australian_resident ? a.non_australian_resident_country.map(countryName).join(', ') : 'No',
        },
        {
          label: 'Tax resident of another country',
          value: a.non_australian_tax_resident
            ? `${countryName(a.non_australian_tax_resident_country)} (TIN ${a.non_australian_tax_identification_number})`
            : 'No',
        },
        {
          label: 'Preferred language',
          value: languages.data?.find((l) => l.code === a.preferred_language)?.name ?? a.preferred_language,
        },
        { label: 'Translator required', value: yesNo(a.is_translator_required) },
      ]
    : [];
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Additional details
      </Typography>
      <Stack sx={{ maxWidth: 820 }}>
        <PageSection
          title="Additional details"
          action={
            <Button component={RouterLink} to={paths.accountNew.additionalDetailsEdit.getHref()} variant="outlined">
              {a ? 'Edit' : 'Enter'} additional details
            </Button>
          }
        >
          {a ? <DetailList items={items} /> : <Typography>Not entered yet.</Typography>}
        </PageSection>
      </Stack>
    </>
  );
}
