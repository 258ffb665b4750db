/**
 * Building blocks of the demo Supreme Court decisions: per subject, the caption shape, the facts,
 * the issue, the doctrine the Court restates and the dispositive portion. Placeholders in braces
 * are filled by generate-decisions.ts: {petitioner} {respondent} {accused} {company} {worker}
 * {city} {province} {amount} {date1} {date2} {branch} {lot} {area} {judge} {lawyer} {complainant}.
 */
export type Caption = 'criminal' | 'civil' | 'labor' | 'tax' | 'election' | 'land' | 'family' | 'ac' | 'am';

export interface CaseSubject {
  key: string;
  lawCategory: string;
  caption: Caption;
  weight: number;
  /** First year the cited law and doctrine existed: no anachronistic demo decisions. */
  minYear: number;
  topics: readonly string[];
  facts: readonly string[];
  issue: string;
  doctrines: readonly string[];
  /** [0] supports the 'granted' outcome, [1] the 'denied' one. */
  application: readonly string[];
  granted: string;
  denied: string;
}

export const CASE_SUBJECTS: readonly CaseSubject[] = [
  {
    key: 'illegal-drugs',
    minYear: 2003,
    lawCategory: 'Criminal Law',
    caption: 'criminal',
    weight: 10,
    topics: ['Dangerous Drugs', 'Chain of Custody', 'Buy-Bust Operation', 'Republic Act No. 9165'],
    facts: [
      'The prosecution alleged that on {date1}, a team of the Philippine Drug Enforcement Agency organised a buy-bust operation in {city} after a confidential informant reported that {accused} was selling methamphetamine hydrochloride, commonly known as shabu. The poseur-buyer handed two marked five-hundred-peso bills to the accused, who in turn gave him one heat-sealed transparent plastic sachet containing white crystalline substance.',
      'After the pre-arranged signal, the back-up officers arrested the accused. The seized sachet was marked at the place of arrest, but the inventory was signed only by an elected barangay official; no representative of the media or of the National Prosecution Service was present. The forensic chemist later found the contents positive for methamphetamine hydrochloride, a dangerous drug.',
      'In his defence, the accused denied the charge and claimed that he was merely resting in front of his house when several armed men in civilian clothes forced him into a van and brought him to the police station, where he first saw the sachet.',
    ],
    issue:
      'Whether the prosecution proved beyond reasonable doubt the guilt of the accused for violation of Section 5, Article II of Republic Act No. 9165.',
    doctrines: [
      'In prosecutions for illegal sale of dangerous drugs, the dangerous drug itself constitutes the very corpus delicti of the offence. It is therefore essential that the identity and integrity of the seized drug be established with moral certainty, from the moment of seizure until its presentation in court as evidence of the crime.',
      'Section 21 of Republic Act No. 9165, as amended by Republic Act No. 10640, requires the apprehending team to conduct a physical inventory and to photograph the seized items immediately after seizure and confiscation, in the presence of the accused, an elected public official, and a representative of the National Prosecution Service or the media. The presence of these insulating witnesses is meant to remove any suspicion of switching, planting or contamination of evidence.',
      'Non-compliance with the witness requirement does not automatically render the seizure void, but the prosecution must plead and prove a justifiable ground for the deviation and show that the integrity and evidentiary value of the seized items were properly preserved. Earnest efforts to secure the attendance of the required witnesses must be shown, not merely alleged.',
    ],
    application: [
      'Here, the prosecution offered no explanation why no representative of the media or of the National Prosecution Service witnessed the inventory, although the operation was planned days in advance. This unexplained gap in the first link of the chain of custody casts reasonable doubt on the identity of the drug presented in court, and the presumption of regularity in the performance of official duty cannot cure it.',
      'The testimonies of the arresting officers were consistent on the material points, the marking was done at the place of arrest, and the turnover of the specimen to the forensic chemist and its safekeeping were accounted for. The minor inconsistencies pointed out by the accused refer to trivial details that do not affect the integrity of the corpus delicti.',
    ],
    granted:
      'WHEREFORE, the appeal is GRANTED. The Decision of the Court of Appeals is REVERSED and SET ASIDE. Accused-appellant {accused} is ACQUITTED for failure of the prosecution to prove his guilt beyond reasonable doubt, and is ordered immediately RELEASED from detention unless he is confined for another lawful cause.',
    denied:
      'WHEREFORE, the appeal is DISMISSED. The Decision of the Court of Appeals finding accused-appellant {accused} GUILTY beyond reasonable doubt of violation of Section 5, Article II of Republic Act No. 9165 is AFFIRMED. He is sentenced to suffer life imprisonment and to pay a fine of Five Hundred Thousand Pesos (PHP 500,000.00).',
  },
  {
    key: 'murder',
    minYear: 1950,
    lawCategory: 'Criminal Law',
    caption: 'criminal',
    weight: 8,
    topics: ['Murder', 'Treachery', 'Self-Defence', 'Revised Penal Code'],
    facts: [
      "At around eight o'clock in the evening of {date1}, the victim was drinking with friends in front of a sari-sari store in {city}, {province}, when {accused} suddenly approached him from behind and stabbed him several times with a bladed weapon. The victim was brought to the provincial hospital but was pronounced dead on arrival.",
      'Two eyewitnesses positively identified the accused, whom they had known for years as a resident of the same barangay. The post-mortem examination showed that the victim sustained four stab wounds, two of them fatal, all inflicted on the back.',
      'The accused invoked self-defence. He claimed that the victim, who was drunk, challenged him to a fight and lunged at him with a knife, and that he wrested the knife away and stabbed the victim only to protect himself.',
    ],
    issue:
      'Whether the accused is guilty of murder qualified by treachery, or whether he acted in legitimate self-defence.',
    doctrines: [
      'By invoking self-defence, the accused admits the killing and assumes the burden of proving, by clear and convincing evidence, the unlawful aggression of the victim, the reasonable necessity of the means employed to repel it, and the lack of sufficient provocation on his part. Unlawful aggression is the indispensable element; without it there can be no self-defence, complete or incomplete.',
      'There is treachery when the offender commits a crime against persons by employing means, methods or forms in its execution which tend directly and specially to ensure its execution without risk to himself arising from the defence the offended party might make. The essence of treachery is a sudden and unexpected attack on an unsuspecting victim.',
      'Findings of the trial court on the credibility of witnesses, when affirmed by the Court of Appeals, are accorded great weight and respect, for the trial judge had the unique opportunity to observe their demeanour on the witness stand.',
    ],
    application: [
      'Nevertheless, the prosecution failed to show that the mode of attack was consciously and deliberately adopted. The stabbing occurred in the course of a heated argument that the witnesses themselves described. Treachery cannot be presumed; absent proof, the crime is homicide only.',
      'The number, location and severity of the wounds belie the claim of self-defence. The victim was stabbed from behind while seated and unarmed; he was given no opportunity to defend himself. The killing was attended by treachery and is properly qualified as murder.',
    ],
    granted:
      'WHEREFORE, the appeal is PARTLY GRANTED. Accused-appellant {accused} is found GUILTY beyond reasonable doubt of HOMICIDE and is sentenced to an indeterminate penalty of eight (8) years and one (1) day of prision mayor, as minimum, to fourteen (14) years, eight (8) months and one (1) day of reclusion temporal, as maximum. He is ordered to pay the heirs of the victim civil indemnity and moral damages of Fifty Thousand Pesos (PHP 50,000.00) each, with interest at six percent (6%) per annum from the finality of this Decision until full payment.',
    denied:
      'WHEREFORE, the appeal is DISMISSED. Accused-appellant {accused} is found GUILTY beyond reasonable doubt of MURDER and is sentenced to suffer the penalty of reclusion perpetua. He is ordered to pay the heirs of the victim civil indemnity, moral damages and exemplary damages of Seventy-Five Thousand Pesos (PHP 75,000.00) each, with interest at six percent (6%) per annum from the finality of this Decision until full payment.',
  },
  {
    key: 'estafa-bp22',
    minYear: 2001,
    lawCategory: 'Criminal Law',
    caption: 'criminal',
    weight: 5,
    topics: ['Estafa', 'Batas Pambansa Blg. 22', 'Bouncing Checks', 'Notice of Dishonor'],
    facts: [
      'The accused, {accused}, purchased construction materials on credit from the complainant\'s hardware store in {city} and issued several postdated checks totalling {amount} in payment. Upon presentment, the drawee bank dishonoured the checks for the reason "Account Closed".',
      'The complainant sent a demand letter by registered mail to the business address of the accused, but the registry return card bore an illegible signature. The accused did not pay within five banking days, and informations for violation of Batas Pambansa Blg. 22 were filed before the Municipal Trial Court in Cities.',
    ],
    issue:
      'Whether the prosecution proved that the accused received a notice of dishonour, an essential element of violation of Batas Pambansa Blg. 22.',
    doctrines: [
      'To be liable for violation of Batas Pambansa Blg. 22, the prosecution must prove that the accused made, drew and issued a check to apply on account or for value; that he knew at the time of issue that he did not have sufficient funds in or credit with the drawee bank; and that the check was subsequently dishonoured for insufficiency of funds or credit.',
      'Knowledge of insufficiency of funds is presumed only when the drawer fails to pay the holder or make arrangements for payment within five banking days after receiving notice of dishonour. Because the law is penal, the notice must be in writing and its actual receipt by the drawer must be proved; a registry receipt alone is not enough without proof of who received the mail.',
    ],
    application: [
      'The registry return card bears only an illegible signature, and no witness identified it as that of the accused or of his authorised agent. The prima facie presumption of knowledge therefore never arose. The acquittal of the accused does not, however, extinguish his civil liability for the amount of the checks, which was established by a preponderance of evidence.',
      'The accused personally received the written demand, as shown by his signature on the letter, and he admitted the dishonour of the checks. All the elements of the offence are present, and the lower courts correctly imposed a fine in lieu of imprisonment in line with Administrative Circular No. 12-2000.',
    ],
    granted:
      'WHEREFORE, the appeal is GRANTED. Accused-appellant {accused} is ACQUITTED of the charges for violation of Batas Pambansa Blg. 22 on reasonable doubt, but is ORDERED to pay the private complainant the face value of the checks in the amount of {amount}, with legal interest at six percent (6%) per annum from the finality of this Decision until full payment.',
    denied:
      'WHEREFORE, the appeal is DISMISSED. The Decision of the Court of Appeals affirming the conviction of accused-appellant {accused} for violation of Batas Pambansa Blg. 22 is AFFIRMED, with the MODIFICATION that the amount due shall earn legal interest at six percent (6%) per annum from the finality of this Decision until full payment.',
  },
  {
    key: 'illegal-dismissal',
    minYear: 1990,
    lawCategory: 'Labor Law',
    caption: 'labor',
    weight: 9,
    topics: ['Illegal Dismissal', 'Security of Tenure', 'Due Process', 'Labor Code'],
    facts: [
      '{worker} was hired by {company} as a production supervisor in its plant in {city}. After nine years of service, she received a memorandum charging her with gross negligence for a shipment that left the plant with defective packaging, and was placed under preventive suspension for thirty days.',
      'Without a hearing, the company issued a notice of termination on {date1}. She filed a complaint for illegal dismissal, non-payment of service incentive leave and damages before the Labor Arbiter, who ruled in her favour. The National Labor Relations Commission reversed the ruling, holding that the dismissal was for a just cause, and the Court of Appeals dismissed her petition for certiorari.',
    ],
    issue:
      'Whether the petitioner was validly dismissed for gross and habitual neglect of duty, and whether procedural due process was observed.',
    doctrines: [
      'In termination cases, the burden of proving that the dismissal was for a just or authorised cause rests on the employer; failure to discharge it means that the dismissal is not justified and is therefore illegal. The quantum of proof is substantial evidence, that amount of relevant evidence which a reasonable mind might accept as adequate to justify a conclusion.',
      "Neglect of duty, to be a ground for dismissal under Article 297 (formerly Article 282) of the Labor Code, must be both gross and habitual. Gross negligence implies a want or absence of even slight care or diligence; habitual neglect implies repeated failure to perform one's duties over a period of time. A single, isolated lapse in an otherwise unblemished record does not suffice.",
      'Procedural due process in the dismissal of an employee requires two written notices and an opportunity to be heard: a first notice stating the specific grounds and giving the employee at least five calendar days to answer, and a second notice informing the employee of the decision to dismiss after due consideration of the answer.',
    ],
    application: [
      "The single incident imputed to the petitioner, in nine years of service without any prior infraction, is neither gross nor habitual neglect. The penalty of dismissal was grossly disproportionate. Being illegally dismissed, she is entitled to reinstatement without loss of seniority rights and to full backwages; as reinstatement is no longer viable given the strained relations between the parties, separation pay of one month's salary for every year of service is awarded instead.",
      'The records show that the respondent company observed the twin-notice rule and that the petitioner was heard in an administrative conference attended by her union representative. The shipment she approved caused losses of {amount} and followed two earlier written warnings for the same lapse. Her dismissal was for a just cause and with due process.',
    ],
    granted:
      "WHEREFORE, the petition is GRANTED. The Decision and Resolution of the Court of Appeals are REVERSED and SET ASIDE. Respondent {company} is ORDERED to pay petitioner full backwages from the time of her dismissal until the finality of this Decision, separation pay of one (1) month's salary for every year of service, and attorney's fees of ten percent (10%) of the total monetary award. The case is REMANDED to the Labor Arbiter for the computation of the monetary award.",
    denied:
      'WHEREFORE, the petition is DENIED for lack of merit. The Decision and Resolution of the Court of Appeals are AFFIRMED.',
  },
  {
    key: 'reconveyance',
    minYear: 1950,
    lawCategory: 'Civil Law',
    caption: 'civil',
    weight: 8,
    topics: ['Reconveyance', 'Implied Trust', 'Prescription', 'Torrens Title'],
    facts: [
      'The dispute concerns Lot No. {lot}, a parcel of land with an area of {area} square metres in {city}, {province}. The petitioners claim that the lot was inherited by their mother and her siblings from their parents, and that the respondent, their uncle, caused its registration solely in his name through a deed of extrajudicial settlement which the other heirs never signed.',
      "The respondent countered that he had bought the shares of his siblings in {date1} and that he had been in open, continuous and adverse possession since then, paying the real property taxes. The Regional Trial Court, Branch {branch}, ordered the reconveyance of the petitioners' share; the Court of Appeals reversed, holding that the action had prescribed.",
    ],
    issue: 'Whether the action for reconveyance based on an implied trust has prescribed.',
    doctrines: [
      'An action for reconveyance based on an implied or constructive trust prescribes in ten years from the issuance of the Torrens title over the property, because registration is constructive notice to the whole world. The rule, however, does not apply when the plaintiff is in actual possession of the property, for then the action is in effect one to quiet title, which is imprescriptible.',
      'A person who obtains a Torrens title through fraud becomes a trustee of an implied trust for the benefit of the real owner. The Torrens system does not create or vest title; it merely confirms and records title already existing and vested, and it cannot be used as a shield for fraud.',
    ],
    application: [
      'The petitioners have remained in actual possession of the northern portion of the lot, where their houses stand, since before the title was issued. Their action, filed to vindicate their ownership against a title procured without their participation, is imprescriptible. The forged extrajudicial settlement conveyed nothing to the respondent beyond his own share.',
      'The title was issued in {date2}, and the complaint was filed more than twenty years later. The petitioners were never in possession of the property, and no circumstance suspended the running of the prescriptive period. The action is barred.',
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Decision of the Court of Appeals is REVERSED and SET ASIDE, and the Decision of the Regional Trial Court, Branch {branch}, ordering the respondent to reconvey to the petitioners their hereditary share in Lot No. {lot} is REINSTATED.',
    denied:
      'WHEREFORE, the petition is DENIED. The Decision of the Court of Appeals dismissing the complaint for reconveyance on the ground of prescription is AFFIRMED.',
  },
  {
    key: 'quasi-delict',
    minYear: 1955,
    lawCategory: 'Civil Law',
    caption: 'civil',
    weight: 6,
    topics: ['Quasi-Delict', 'Vicarious Liability', 'Damages', 'Common Carriers'],
    facts: [
      'On {date1}, a passenger bus owned by {company} collided with a jeepney along the national highway in {city}, {province}. Several jeepney passengers were injured, and one of them, the respondent, lost the use of her right arm.',
      'The respondent sued the bus company and its driver for damages. The company argued that it had exercised the diligence of a good father of a family in the selection and supervision of its driver, presenting his licence, his clearance and the certificates of the seminars he had attended.',
    ],
    issue: 'Whether the bus company is solidarily liable with its driver for the injuries of the respondent.',
    doctrines: [
      'Under Article 2180 of the Civil Code, employers are liable for the damages caused by their employees acting within the scope of their assigned tasks. The liability is direct and primary, and is based on a presumption of negligence in the selection or supervision of the employee, which the employer may rebut only by proof of the diligence of a good father of a family.',
      "Proof of diligence in selection requires more than the presentation of the driver's licence and clearances; the employer must show that it examined the applicant's qualifications, experience and service record. Diligence in supervision requires proof of the formulation and actual implementation of rules and of the monitoring of compliance with them.",
    ],
    application: [
      'The company proved, through its personnel manager and its records, a rigorous selection process, regular driving tests and a functioning system of dispatch and monitoring. It has overcome the presumption of negligence. The driver alone answers for the damage.',
      'The company presented only documents showing that the driver was licensed and had attended seminars. It offered no evidence that it checked his record of traffic violations, or that its safety rules were enforced on the route. The presumption of negligence stands, and the company is solidarily liable with its driver.',
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Decision of the Court of Appeals is MODIFIED: petitioner {company} is absolved from liability, without prejudice to the liability of its driver.',
    denied:
      "WHEREFORE, the petition is DENIED. Petitioner {company} and its driver are held solidarily liable to pay the respondent actual damages of {amount}, moral damages of One Hundred Thousand Pesos (PHP 100,000.00) and attorney's fees of Fifty Thousand Pesos (PHP 50,000.00), all with legal interest at six percent (6%) per annum from the finality of this Decision until full payment.",
  },
  {
    key: 'tax-refund',
    minYear: 2005,
    lawCategory: 'Taxation Law',
    caption: 'tax',
    weight: 6,
    topics: ['Tax Refund', 'Input Value-Added Tax', 'Prescriptive Period', 'National Internal Revenue Code'],
    facts: [
      'The respondent, {company}, is a VAT-registered entity engaged in the export of manufactured goods. On {date1}, it filed with the Bureau of Internal Revenue an administrative claim for refund of unutilised input VAT of {amount} attributable to its zero-rated export sales.',
      'The Commissioner of Internal Revenue did not act on the claim. The respondent filed a petition for review with the Court of Tax Appeals, which granted a partial refund. The Commissioner appealed, arguing that the judicial claim was filed prematurely, before the lapse of the one hundred twenty-day period for the Commissioner to decide.',
    ],
    issue: 'Whether the Court of Tax Appeals acquired jurisdiction over the judicial claim for refund.',
    doctrines: [
      'Under Section 112(C) of the National Internal Revenue Code, the Commissioner has one hundred twenty days from the submission of complete documents to decide a claim for refund or credit of input VAT. The taxpayer may appeal to the Court of Tax Appeals within thirty days from receipt of the decision denying the claim, or after the expiration of the one hundred twenty-day period without action.',
      'The one hundred twenty-day and thirty-day periods are mandatory and jurisdictional. A judicial claim filed before the lapse of the one hundred twenty-day period is premature, and the Court of Tax Appeals acquires no jurisdiction over it, save for claims filed during the effectivity of BIR Ruling No. DA-489-03, which the taxpayers could rely on in good faith.',
      'Tax refunds, like tax exemptions, are construed strictly against the taxpayer. The claimant must prove not only its entitlement to the refund but also its compliance with the procedural and substantiation requirements of the law and its regulations.',
    ],
    application: [
      'The judicial claim was filed only forty-five days after the administrative claim, and not within the period when BIR Ruling No. DA-489-03 was in force. The Court of Tax Appeals had no jurisdiction over it, and its decision granting the refund is void.',
      'The judicial claim was filed after the one hundred twenty-day period lapsed without action by the Commissioner and within thirty days thereafter. The Court of Tax Appeals validly took cognisance of it, and its findings on the substantiation of the input VAT, supported by the report of the independent certified public accountant, are entitled to respect.',
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Decision of the Court of Tax Appeals En Banc is REVERSED and SET ASIDE. The judicial claim for refund of {company} is DISMISSED for having been prematurely filed.',
    denied:
      'WHEREFORE, the petition is DENIED. The Decision of the Court of Tax Appeals En Banc ordering the Commissioner of Internal Revenue to refund to {company} unutilised input VAT in the amount of {amount} is AFFIRMED.',
  },
  {
    key: 'election',
    minYear: 1990,
    lawCategory: 'Political Law',
    caption: 'election',
    weight: 5,
    topics: ['Election Law', 'Residency Requirement', 'Certificate of Candidacy', 'Commission on Elections'],
    facts: [
      'The petitioner filed a certificate of candidacy for mayor of {city}, {province}, stating that he had resided in the city for two years before election day. A rival candidate, the private respondent, filed a petition to deny due course to or cancel the certificate under Section 78 of the Omnibus Election Code, alleging that the petitioner was in truth a resident of Quezon City.',
      'The Commission on Elections Second Division granted the petition, and the Commission En Banc denied the motion for reconsideration on {date1}. Meanwhile the petitioner was proclaimed the winning candidate.',
    ],
    issue:
      'Whether the Commission on Elections gravely abused its discretion in cancelling the certificate of candidacy of the petitioner for material misrepresentation as to residence.',
    doctrines: [
      'For election purposes, residence is synonymous with domicile: the place where a person actually or constructively has a permanent home, to which, whenever absent, he intends to return. To acquire a new domicile by choice, there must be residence in the new locality, an intention to remain there, and an intention to abandon the old domicile.',
      'A petition under Section 78 of the Omnibus Election Code must allege and prove a false material representation made with a deliberate intent to mislead, misinform or hide a fact that would otherwise render the candidate ineligible. An honest mistake is not enough.',
      'The Court will not interfere with the factual findings of the Commission on Elections, a constitutional body with special knowledge in election matters, unless it acted capriciously, whimsically or with grave abuse of discretion.',
    ],
    application: [
      'The petitioner bought a house in the city, transferred his voter registration, enrolled his children in a local school and actively participated in community affairs more than two years before the elections. These acts show a bona fide intention to abandon his old domicile. The Commission gravely abused its discretion in disregarding this evidence.',
      'The evidence shows that the petitioner merely leased a room in the city a few months before the filing of his certificate of candidacy, while his family, business and voting records remained in Quezon City. The Commission correctly found that he misrepresented his residence.',
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Resolutions of the Commission on Elections are ANNULLED and SET ASIDE, and the petition to deny due course to or cancel the certificate of candidacy of the petitioner is DISMISSED.',
    denied: 'WHEREFORE, the petition is DISMISSED. The Resolutions of the Commission on Elections are AFFIRMED.',
  },
  {
    key: 'land-registration',
    minYear: 2021,
    lawCategory: 'Civil Law',
    caption: 'land',
    weight: 5,
    topics: [
      'Land Registration',
      'Alienable and Disposable Land',
      'Open, Continuous, Exclusive and Notorious Possession',
      'Presidential Decree No. 1529',
    ],
    facts: [
      'The respondents applied for the original registration of Lot No. {lot}, with an area of {area} square metres, in {city}, {province}, claiming that they and their predecessors-in-interest had been in open, continuous, exclusive and notorious possession of the land under a bona fide claim of ownership since June 12, 1945, or earlier.',
      'To prove that the land is alienable and disposable, they presented a certification of the Community Environment and Natural Resources Office. The Republic, through the Office of the Solicitor General, opposed the application. The trial court granted it, and the Court of Appeals affirmed.',
    ],
    issue:
      'Whether the respondents proved that the land applied for is alienable and disposable land of the public domain.',
    doctrines: [
      'Under the Regalian doctrine, all lands of the public domain belong to the State, and the State is the source of any asserted right to ownership of land. Any person claiming ownership of land must prove that it was acquired from the State through a grant or that it has been classified as alienable and disposable.',
      'To prove that land is alienable and disposable, the applicant must present a copy of the original classification approved by the Secretary of Environment and Natural Resources and certified as a true copy by its legal custodian. A certification of the CENRO or PENRO alone is insufficient, although Republic Act No. 11573 now allows such a certification when it states the release number of the land classification.',
    ],
    application: [
      'The CENRO certification presented by the respondents does not state the release number of the land classification, and no copy of the original classification approved by the Secretary was offered. The respondents failed to overcome the presumption that the land belongs to the State.',
      "The certification presented, issued under oath by the DENR official concerned, states the land classification map and the release number under which the land was declared alienable and disposable, in compliance with Section 7 of Republic Act No. 11573. The testimonies of the respondents' witnesses on their possession since before 1945 were unrebutted.",
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Decision of the Court of Appeals is REVERSED and SET ASIDE, and the application for original registration of Lot No. {lot} is DISMISSED.',
    denied:
      'WHEREFORE, the petition is DENIED. The Decision of the Court of Appeals confirming the title of the respondents over Lot No. {lot} is AFFIRMED.',
  },
  {
    key: 'psychological-incapacity',
    minYear: 2021,
    lawCategory: 'Civil Law',
    caption: 'family',
    weight: 5,
    topics: ['Declaration of Nullity of Marriage', 'Psychological Incapacity', 'Family Code', 'Article 36'],
    facts: [
      'The petitioner and the respondent were married on {date1} in {city}. The petitioner alleged that from the start of their marriage the respondent was irresponsible, refused to find work, spent their savings on gambling and repeatedly left the conjugal home for weeks without explanation.',
      'A clinical psychologist who interviewed the petitioner and two of their relatives diagnosed the respondent with a personality disorder that was grave, pre-existing and incurable. The trial court declared the marriage void, but the Court of Appeals reversed on appeal by the Republic.',
    ],
    issue:
      'Whether the totality of the evidence establishes the psychological incapacity of the respondent under Article 36 of the Family Code.',
    doctrines: [
      "Psychological incapacity under Article 36 of the Family Code is neither a mental incapacity nor a personality disorder that must be proved through expert opinion. It is a legal concept: there must be proof, by clear and convincing evidence, of the durable or enduring aspects of a person's personality structure, manifested through clear acts of dysfunctionality that undermine the family.",
      'The incapacity must be grave, in the sense that it is not mere refusal, neglect, difficulty or ill will; it must have juridical antecedence, existing at the time of the celebration of the marriage; and it must be incurable in the legal sense, persistent in relation to the specific partner.',
    ],
    application: [
      "The testimonies of the petitioner and of the relatives who knew the respondent since childhood consistently describe a pattern of irresponsibility and abandonment that began before the marriage and persisted despite counselling. Taken as a whole, the evidence clearly and convincingly shows the respondent's incapacity to comply with the essential marital obligations.",
      "The evidence shows, at most, the respondent's refusal to perform his marital obligations, born of immaturity and ill will. Sexual infidelity, irresponsibility and abandonment, without proof that they are manifestations of a disordered personality existing at the time of the marriage, do not constitute psychological incapacity.",
    ],
    granted:
      'WHEREFORE, the petition is GRANTED. The Decision of the Court of Appeals is REVERSED and SET ASIDE, and the marriage between the petitioner and the respondent is declared VOID AB INITIO under Article 36 of the Family Code.',
    denied:
      'WHEREFORE, the petition is DENIED. The Decision of the Court of Appeals dismissing the petition for declaration of nullity of marriage is AFFIRMED.',
  },
  {
    key: 'disbarment',
    minYear: 1990,
    lawCategory: 'Legal Ethics',
    caption: 'ac',
    weight: 6,
    topics: ['Disbarment', 'Code of Professional Responsibility', "Lawyer's Oath", 'Misappropriation of Client Funds'],
    facts: [
      'The complainant engaged the services of respondent Atty. {lawyer} to handle the titling of a parcel of land in {city}, and paid him {amount} for fees and expenses. For three years the respondent gave assurances that the papers were being processed, but no application was ever filed.',
      'When the complainant demanded the return of the money, the respondent issued a check that was dishonoured. The Integrated Bar of the Philippines Commission on Bar Discipline found the respondent administratively liable and recommended his suspension from the practice of law, which the IBP Board of Governors adopted with modification.',
    ],
    issue:
      "Whether the respondent should be held administratively liable for violating the Lawyer's Oath and the Code of Professional Responsibility.",
    doctrines: [
      'The relationship between a lawyer and a client is highly fiduciary. A lawyer must hold in trust all money and property of the client that comes into his possession, and must account for them upon demand. Failure to return money given for a specific purpose that was not accomplished gives rise to the presumption that the lawyer appropriated it for his own use.',
      'Disbarment proceedings are sui generis. They are neither civil nor criminal, but an investigation by the Court into the conduct of one of its officers, and the quantum of proof required is substantial evidence. The Court exercises its power to disbar with great caution, only in clear cases of misconduct that seriously affect the standing and character of the lawyer as an officer of the court.',
    ],
    application: [
      'The respondent neglected the legal matter entrusted to him, misrepresented its status to his client, and failed to return the money despite demand. His issuance of a worthless check aggravates his liability. Considering that this is his first offence, suspension from the practice of law for two years is commensurate.',
      "The respondent's acts show a pattern of deceit: he took the complainant's money, lied about its use and evaded every demand. He was previously suspended for similar misconduct. He has shown himself unfit to remain a member of the Bar.",
    ],
    granted:
      "WHEREFORE, respondent Atty. {lawyer} is found GUILTY of violating the Lawyer's Oath and the Code of Professional Responsibility. He is SUSPENDED from the practice of law for two (2) years and ORDERED to return to the complainant the amount of {amount} with legal interest at six percent (6%) per annum from the finality of this Decision until full payment. He is STERNLY WARNED that a repetition of the same or similar acts shall be dealt with more severely.",
    denied:
      'WHEREFORE, respondent Atty. {lawyer} is DISBARRED from the practice of law, and his name is ORDERED STRICKEN from the Roll of Attorneys. He is ORDERED to return to the complainant the amount of {amount} with legal interest at six percent (6%) per annum from the finality of this Decision until full payment. Let copies of this Decision be furnished the Office of the Bar Confidant, the Integrated Bar of the Philippines and the Office of the Court Administrator for circulation to all courts.',
  },
  {
    key: 'judge-delay',
    minYear: 2002,
    lawCategory: 'Legal Ethics',
    caption: 'am',
    weight: 5,
    topics: [
      'Judicial Conduct',
      'Undue Delay in Rendering Decisions',
      'Gross Ignorance of the Law',
      'Administrative Liability of Judges',
    ],
    facts: [
      'A judicial audit conducted in the Regional Trial Court, Branch {branch}, {city}, presided over by respondent Judge {judge}, revealed that forty-two cases submitted for decision were undecided beyond the reglementary period, and that motions in sixty other cases remained unresolved.',
      'Directed to explain, the respondent judge cited the heavy caseload of the branch, his concurrent designation as pairing judge of another branch, and his health. He did not ask the Court for an extension of time to decide any of the cases.',
    ],
    issue: 'Whether the respondent judge is administratively liable for undue delay in rendering decisions and orders.',
    doctrines: [
      'The Constitution requires lower courts to decide cases within three months from the date of their submission for decision. Delay in the disposition of cases erodes public faith in the judiciary and is not excused by a heavy caseload, for a judge may always ask the Court for a reasonable extension of time.',
      'Under Rule 140 of the Rules of Court, undue delay in rendering a decision or order is a less serious charge, punishable by suspension from office without salary and other benefits for not less than one month nor more than two months, or a fine.',
    ],
    application: [
      'The respondent judge failed to decide the cases within the reglementary period and did not seek an extension. His reasons, while understandable, do not excuse the delay. Considering his length of service and that this is his first infraction, a fine is the proper penalty.',
      'The respondent judge has since retired from the service. His retirement does not render this case moot, since the audit and the directive to explain preceded it. The fine shall be deducted from his retirement benefits.',
    ],
    granted:
      'WHEREFORE, respondent Judge {judge} is found GUILTY of undue delay in rendering decisions and orders and is FINED in the amount of Thirty-Five Thousand Pesos (PHP 35,000.00), with a STERN WARNING that a repetition of the same or similar offence shall be dealt with more severely.',
    denied:
      'WHEREFORE, respondent Judge {judge} is found GUILTY of undue delay in rendering decisions and orders. A FINE of Forty Thousand Pesos (PHP 40,000.00) is imposed, to be deducted from his retirement benefits.',
  },
];

/** What happened between the ruling below and this decision, by kind of case. */
export const PROCEDURAL_SENTENCES: Readonly<Record<'appeal' | 'petition' | 'administrative', readonly string[]>> = {
  appeal: [
    'The Office of the Solicitor General, for the People, manifested that it would no longer file a supplemental brief, as its brief before the Court of Appeals had exhaustively discussed the issues.',
    'Both parties manifested that they were dispensing with the filing of supplemental briefs.',
  ],
  petition: [
    'The respondent filed a Comment, and the parties subsequently submitted their respective memoranda.',
    'The motion for reconsideration was denied. Hence, this petition.',
  ],
  administrative: [
    'The Court referred the matter for investigation, report and recommendation, and the parties were heard.',
    'The respondent filed a Comment, and the case was thereafter submitted for resolution.',
  ],
};
