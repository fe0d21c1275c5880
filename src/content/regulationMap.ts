/**
 * Which fields of a sample record answer which provision, and where the provision's text is.
 * Shown on /sample and in report.pdf. Paraphrased, not quoted; not legal advice.
 */
export interface RegulationRow {
  fields: string;
  requirement: string;
  source: string;
  url: string;
}

export const REGULATION_MAP: RegulationRow[] = [
  {
    fields: "purpose, consent.notice_version, consent.method, consent.granted_at",
    requirement:
      "Illinois BIPA 15(b): written notice of the collection, its specific purpose and term, and a written release, before collecting.",
    source: "740 ILCS 14/15(b)",
    url: "https://ilga.gov/legislation/ilcs/fulltext?DocName=074000140K15",
  },
  {
    fields: "retention.biometric_destroy_by",
    requirement:
      "Illinois BIPA 15(a): a retention schedule, destroying biometric identifiers once the purpose is met or within 3 years of the last interaction.",
    source: "740 ILCS 14/15(a)",
    url: "https://ilga.gov/legislation/ilcs/fulltext?DocName=074000140K15",
  },
  {
    fields: "disclosed_to",
    requirement: "Illinois BIPA 15(d): no disclosure without consent or a listed exception.",
    source: "740 ILCS 14/15(d)",
    url: "https://ilga.gov/legislation/ilcs/fulltext?DocName=074000140K15",
  },
  {
    fields: "consent, retention.biometric_destroy_by",
    requirement:
      "Texas CUBI: inform and get consent before capturing; destroy within a year after the purpose expires.",
    source: "Tex. Bus. & Com. Code § 503.001(b), (c)(3)",
    url: "https://statutes.capitol.texas.gov/GetStatute.aspx?Code=BC&Value=503.001",
  },
  {
    fields: "basis, consent.id, consent.granted_at, consent.notice_version, operation",
    requirement:
      "GDPR Art. 9(2) and 7(1): a ground for processing biometric data, and being able to show that the person consented.",
    source: "Regulation (EU) 2016/679, Art. 7, 9",
    url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  },
  {
    fields: "purpose, retention.record_keep_until",
    requirement:
      "CCPA/CPRA: purposes and retention of sensitive personal information stated at collection, kept no longer than reasonably necessary.",
    source: "Cal. Civ. Code § 1798.100(a)",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.100",
  },
  {
    fields: "prev_hash (the chain), retention.record_keep_until",
    requirement:
      "HIPAA, for covered entities and business associates only: audit controls and integrity of ePHI (164.312(b), (c)); documentation kept 6 years (164.316(b)(2)).",
    source: "45 CFR 164.312, 164.316",
    url: "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164",
  },
  {
    fields: "actor, event_id, occurred_at, decision, system",
    requirement:
      "PCI DSS, only where the biometric system is in or authenticates into the cardholder data environment: who, what, when, success or failure, and which component (10.2.2); logs kept 12 months (10.5.1).",
    source: "PCI DSS v4.0.1, Req. 10",
    url: "https://www.pcisecuritystandards.org/document_library/",
  },
];
