import type { AccountIdentification } from '../types/access.js';
import type {
  AmountType,
  ClearingSystemMemberIdentification,
  ContactDetails,
  FinancialInstitutionIdentification,
  GenericIdentification,
  PartyIdentification,
  PartyIdentifier,
  PostalAddress,
} from '../types/payment.js';
import type { AspspReference } from '../types/session.js';
import { resourceWriter } from './resource-writer.js';

/** The resources that AIS and PIS share, as the service writes them. */

export const writeAmount = resourceWriter<AmountType>()({ currency: null, amount: null });

export const writeAspspReference = resourceWriter<AspspReference>()({ name: null, country: null });

export const writeGenericIdentification = resourceWriter<GenericIdentification>()({
  identification: null,
  scheme_name: null,
  issuer: null,
});

export const writeAccountIdentification = resourceWriter<AccountIdentification>()({
  iban: null,
  other: writeGenericIdentification,
});

const writeClearingSystemMember = resourceWriter<ClearingSystemMemberIdentification>()({
  clearing_system_id: null,
  member_id: null,
});

export const writeFinancialInstitution = resourceWriter<FinancialInstitutionIdentification>()({
  bic_fi: null,
  clearing_system_member_id: writeClearingSystemMember,
  name: null,
});

export const writePostalAddress = resourceWriter<PostalAddress>()({
  address_type: null,
  department: null,
  sub_department: null,
  street_name: null,
  building_number: null,
  post_code: null,
  town_name: null,
  country_sub_division: null,
  country: null,
  address_line: null,
});

/** A party's identification, written as a GenericIdentification (its scheme is any ISO 20022 code). */
const writePartyIdentifier = resourceWriter<PartyIdentifier>()({
  identification: null,
  scheme_name: null,
  issuer: null,
});

const writeContactDetails = resourceWriter<ContactDetails>()({ email_address: null, phone_number: null });

export const writeParty = resourceWriter<PartyIdentification>()({
  name: null,
  postal_address: writePostalAddress,
  organisation_id: writePartyIdentifier,
  private_id: writePartyIdentifier,
  contact_details: writeContactDetails,
});
