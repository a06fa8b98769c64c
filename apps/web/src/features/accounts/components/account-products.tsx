import { accountProductLabel, ProductKey, type Account } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useApplicationProducts } from '../api/get-application-products';
import { useChooseProduct } from '../api/choose-product';

type Applied = typeof ProductKey.icf | typeof ProductKey.ipm;

/** The screen where each product's application starts (spec 2 §2 product details, portfolio application). */
function applicationHref(product: Applied, accountId: number): string {
  return product === ProductKey.icf
    ? paths.accountSetup.createProductDetails.getHref({ id: accountId })
    : paths.accountSetup.createPortfolioDetails.getHref({ id: accountId });
}

const APPLY_LABEL: Record<Applied, string> = {
  [ProductKey.icf]: 'Apply for loan notes',
  [ProductKey.ipm]: 'Apply for a private portfolio',
};

/**
 * The account's products and, for someone who may change the account, the products its
 * application offers that it does not have yet, each with its "Apply" button: the product is
 * added to the account, then its application screen opens.
 */
export function AccountProducts({ account }: { account: Account }) {
  const offer = useApplicationProducts();
  const choose = useChooseProduct();
  const navigate = useNavigate();
  const offered = (offer.data?.products ?? []).filter(
    (p): p is Applied => p === ProductKey.icf || p === ProductKey.ipm,
  );
  const toApply = account.can_edit_details ? offered.filter((p) => !account.products.includes(p)) : [];
  const refusal = choose.error instanceof ApiError ? choose.error.message : null;
  return (
    <>
      {account.products.length === 0 ? (
        <Typography>This account has not applied for a product yet.</Typography>
      ) : (
        <List disablePadding>
          {account.products.map((product) => (
            <ListItem key={product} disableGutters>
              <ListItemText primary={accountProductLabel(product)} />
            </ListItem>
          ))}
        </List>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
      {toApply.map((product) => (
        <Button
          key={product}
          variant="outlined"
          sx={{ mt: 2, mr: 1 }}
          disabled={choose.isPending}
          onClick={() =>
            choose.mutate(
              { id: account.id, product },
              { onSuccess: () => void navigate(applicationHref(product, account.id)) },
            )
          }
        >
          {APPLY_LABEL[product]}
        </Button>
      ))}
    </>
  );
}
