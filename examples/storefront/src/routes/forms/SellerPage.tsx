import { PageHero } from '../../components/PageHero';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import { EnquiryForm } from './EnquiryForm';
import './FormPage.css';
import { type FormsCopyId, formsText } from './formsCopy';

const BENEFITS: readonly FormsCopyId[] = [
  'seller.benefitReach',
  'seller.benefitPayments',
  'seller.benefitSupport',
];

/**
 * `/seller` (Become a Seller, for suppliers): why to sell here, and the seller form (name,
 * email, phone, company, products), sent to the server as a 'seller' enquiry.
 */
export function SellerPage() {
  usePageMeta(formsText('seller.title'), formsText('seller.description'));
  return (
    <>
      <PageHero title={formsText('seller.title')} lead={formsText('seller.lead')} />
      <div className="container form-page-layout">
        <aside className="form-page-aside" aria-labelledby="seller-benefits">
          <h2 id="seller-benefits" className="form-page-aside-title">
            {formsText('seller.benefitsTitle')}
          </h2>
          <ul className="form-page-benefits">
            {BENEFITS.map((id) => (
              <li key={id}>
                <PageIcon name="check" />
                <span>{formsText(id)}</span>
              </li>
            ))}
          </ul>
        </aside>
        <EnquiryForm
          kind="seller"
          title={formsText('seller.formTitle')}
          subject={formsText('seller.subject')}
          extras={[
            { field: 'phone', label: formsText('form.phone') },
            { field: 'company', label: formsText('form.company') },
          ]}
          messageLabel={formsText('seller.message')}
        />
      </div>
    </>
  );
}
