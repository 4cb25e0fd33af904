/**
 * Demo question bank used to seed an empty database.
 *
 * All questions are original, written for this project in the PLAB 1 single-best-answer style
 * (UK practice, NICE/BNF conventions, UK units). In every question options[0] is the correct
 * answer; the app shuffles the options before showing them to learners.
 */

export interface SeedQuestion {
  question_text: string;
  options: [string, string, string, string, string];
  explanation_text: string;
}

export interface SeedCategory {
  name: string;
  level: 2 | 3 | 9;
  rank: number;
  questions: SeedQuestion[];
}

export const demoBank: SeedCategory[] = [
  // ---------------------------------------------------------------------------
  // 1. Cardiology (demo, level 2)
  // ---------------------------------------------------------------------------
  {
    name: "Cardiology",
    level: 2,
    rank: 1,
    questions: [
      {
        question_text:
          "A 58-year-old man presents to the emergency department with 60 minutes of crushing central chest pain radiating to his jaw. He is sweaty, his blood pressure is 132/84 mmHg and heart rate 88 bpm. The ECG shows 3 mm ST elevation in leads II, III and aVF with reciprocal ST depression in I and aVL. The regional cardiac catheter laboratory can accept him within 40 minutes. What is the most appropriate definitive management?",
        options: [
          "Primary percutaneous coronary intervention",
          "Intravenous alteplase thrombolysis",
          "Urgent CT coronary angiography",
          "Intravenous furosemide and observation",
          "Treadmill exercise ECG test",
        ],
        explanation_text:
          "This is an inferior ST-elevation myocardial infarction presenting within 12 hours of symptom onset. NICE recommends primary PCI as the preferred reperfusion strategy when it can be delivered within 120 minutes of the time fibrinolysis could have been given. Fibrinolysis is reserved for patients in whom timely primary PCI is not available. CT coronary angiography and exercise testing are used to assess stable chest pain and would only delay reperfusion. Aspirin, a second antiplatelet agent and analgesia are given alongside, but they are not definitive treatment.",
      },
      {
        question_text:
          "A 74-year-old woman attends her GP with 3 months of intermittent palpitations and mild breathlessness on exertion. She is alert and well perfused, with a blood pressure of 138/82 mmHg. The ECG shows atrial fibrillation with a ventricular rate of 118 bpm, and echocardiography shows a structurally normal heart with preserved ejection fraction. No reversible cause is found. Which is the most appropriate first-line drug to control her symptoms?",
        options: ["Bisoprolol", "Amiodarone", "Flecainide", "Digoxin", "Dronedarone"],
        explanation_text:
          "NICE recommends rate control as the first-line strategy for most people with atrial fibrillation, except those with a reversible cause, heart failure primarily caused by AF, new-onset AF, atrial flutter suitable for ablation, or where rhythm control is clinically more suitable. A standard beta-blocker (other than sotalol) or a rate-limiting calcium channel blocker such as diltiazem is first line. Digoxin monotherapy is only considered for people with non-paroxysmal AF who are sedentary or when other drugs are unsuitable. Amiodarone, flecainide and dronedarone are rhythm-control drugs with more adverse effects and are not first line here. Her stroke risk should also be assessed with the CHA2DS2-VASc score.",
      },
      {
        question_text:
          "A 69-year-old woman is found to have persistent atrial fibrillation at a routine health check. She has treated hypertension but no other medical history, and her eGFR is 78 mL/min/1.73 m2. Her ORBIT bleeding risk score is low. Which is the most appropriate management to reduce her risk of stroke?",
        options: [
          "Start apixaban",
          "Start aspirin 75 mg daily",
          "Start clopidogrel 75 mg daily",
          "No antithrombotic treatment is needed",
          "Start warfarin with a target INR of 3.5",
        ],
        explanation_text:
          "Her CHA2DS2-VASc score is 3 (female sex, age 65-74 and hypertension), so anticoagulation is indicated; NICE advises offering anticoagulation when the score is 2 or more, taking bleeding risk into account. NICE recommends a direct-acting oral anticoagulant such as apixaban, dabigatran, edoxaban or rivaroxaban first line, with warfarin an option if DOACs are contraindicated or not tolerated. Aspirin or clopidogrel monotherapy should not be offered for stroke prevention in AF, as they are less effective and still cause bleeding. A target INR of 3.5 is used for some mechanical heart valves, not for non-valvular AF, where the target is 2.5.",
      },
      {
        question_text:
          "A 52-year-old man of Black African family origin has a clinic blood pressure of 164/98 mmHg, and ambulatory monitoring gives an average daytime reading of 154/94 mmHg. He does not have diabetes and there is no evidence of target organ damage. His renal function is normal. Which is the most appropriate first-line antihypertensive drug?",
        options: ["Amlodipine", "Ramipril", "Bisoprolol", "Doxazosin", "Spironolactone"],
        explanation_text:
          "An average daytime ABPM of 150/95 mmHg or above is stage 2 hypertension, for which NICE recommends drug treatment regardless of age. For adults of Black African or African-Caribbean family origin without type 2 diabetes, a calcium channel blocker such as amlodipine is first line, as it is for anyone aged 55 or over. An ACE inhibitor or ARB is first line for people under 55 who are not of Black African or African-Caribbean origin and for people with type 2 diabetes; when a second drug is added in Black African or African-Caribbean patients, an ARB is preferred over an ACE inhibitor. Beta-blockers, alpha-blockers and spironolactone are not first-line agents for uncomplicated hypertension.",
      },
      {
        question_text:
          "A 31-year-old man who injects heroin presents with 10 days of fevers, rigors and pleuritic chest pain. His temperature is 39.1°C and there is a pansystolic murmur at the left lower sternal edge that is louder on inspiration. A chest X-ray shows multiple small cavitating lesions in both lungs. What is the most likely causative organism?",
        options: [
          "Staphylococcus aureus",
          "Viridans group streptococci",
          "Staphylococcus epidermidis",
          "Enterococcus faecalis",
          "Streptococcus gallolyticus",
        ],
        explanation_text:
          "Tricuspid valve endocarditis with septic pulmonary emboli is the classic presentation in people who inject drugs, and Staphylococcus aureus is by far the most common organism. A pansystolic murmur that increases on inspiration indicates tricuspid regurgitation. Viridans streptococci classically cause subacute endocarditis on previously damaged native valves, for example after dental procedures. Staphylococcus epidermidis is typical of early prosthetic valve infection, while enterococci and Streptococcus gallolyticus (bovis) are associated with genitourinary and colorectal pathology respectively. At least three sets of blood cultures should be taken before starting antibiotics.",
      },
      {
        question_text:
          "A 79-year-old man has had two episodes of collapse while walking uphill, together with exertional chest tightness. Examination reveals a slow-rising pulse, a narrow pulse pressure and a harsh ejection systolic murmur at the right upper sternal edge radiating to the carotids, with a soft second heart sound. What is the most likely diagnosis?",
        options: [
          "Aortic stenosis",
          "Hypertrophic obstructive cardiomyopathy",
          "Mitral regurgitation",
          "Aortic regurgitation",
          "Atrial septal defect",
        ],
        explanation_text:
          "Exertional syncope, angina and breathlessness with a slow-rising pulse and an ejection systolic murmur radiating to the carotids are typical of severe aortic stenosis, usually calcific in older people. A soft or absent second heart sound and a narrow pulse pressure indicate severe disease. HOCM also causes an ejection systolic murmur, but the pulse is jerky and the murmur increases with the Valsalva manoeuvre and does not radiate to the carotids. Mitral regurgitation produces a pansystolic murmur radiating to the axilla, and aortic regurgitation an early diastolic murmur with a collapsing pulse. Echocardiography confirms the diagnosis, and symptomatic severe disease warrants valve replacement, either surgical or by TAVI.",
      },
      {
        question_text:
          "A 71-year-old man with heart failure with reduced ejection fraction (LVEF 30%) remains breathless on mild exertion. He takes ramipril 10 mg, bisoprolol 10 mg, dapagliflozin 10 mg and furosemide 40 mg, all once daily. His blood pressure is 118/72 mmHg, heart rate 64 bpm in sinus rhythm, potassium 4.4 mmol/L and eGFR 62 mL/min/1.73 m2. What is the most appropriate additional medication?",
        options: ["Spironolactone", "Amlodipine", "Diltiazem", "Digoxin", "Ivabradine"],
        explanation_text:
          "NICE recommends an ACE inhibitor and a beta-blocker as first-line treatment for heart failure with reduced ejection fraction, with an SGLT2 inhibitor such as dapagliflozin added as part of optimised therapy. If symptoms persist, a mineralocorticoid receptor antagonist such as spironolactone should be added, provided potassium and renal function allow, with both monitored afterwards. Ivabradine requires a sinus rate of 75 bpm or more, so it is not suitable at 64 bpm. Digoxin is reserved for worsening or severe heart failure despite first- and second-line treatment. Rate-limiting calcium channel blockers such as diltiazem are negatively inotropic and should be avoided in HFrEF, and amlodipine has no prognostic benefit.",
      },
      {
        question_text:
          "A 27-year-old man presents with 2 days of sharp central chest pain that is worse lying flat and on deep inspiration and eased by sitting forward. He had a coryzal illness last week. A scratchy sound is heard at the left sternal edge, and the ECG shows widespread concave ST elevation with PR depression. Troponin is normal and echocardiography shows no effusion. What is the most appropriate treatment?",
        options: [
          "NSAID plus colchicine",
          "Primary percutaneous coronary intervention",
          "Aspirin plus ticagrelor",
          "Oral prednisolone as first line",
          "Treatment-dose low molecular weight heparin",
        ],
        explanation_text:
          "Pleuritic, positional chest pain with a pericardial friction rub and widespread saddle-shaped ST elevation with PR depression indicates acute viral (idiopathic) pericarditis. First-line treatment is a high-dose NSAID or aspirin with gastroprotection, combined with colchicine for about 3 months to reduce recurrence, and avoidance of strenuous exercise until recovery. Corticosteroids are second line because they increase the risk of recurrence. The diffuse, non-territorial ST elevation without reciprocal depression and the normal troponin argue against STEMI, so PCI and dual antiplatelet therapy are not indicated. Anticoagulation is avoided because of the risk of haemopericardium.",
      },
      {
        question_text:
          "A 24-year-old woman presents with sudden-onset palpitations that began 40 minutes ago. She is alert, her blood pressure is 118/76 mmHg and she has no chest pain. The ECG shows a regular narrow-complex tachycardia at 186 bpm without visible P waves. A modified Valsalva manoeuvre performed correctly has not terminated it, and she has no history of asthma. What is the most appropriate next step?",
        options: [
          "Intravenous adenosine 6 mg rapid bolus",
          "Synchronised DC cardioversion",
          "Intravenous amiodarone 300 mg",
          "Oral bisoprolol and discharge",
          "Intravenous digoxin",
        ],
        explanation_text:
          "This is a stable regular narrow-complex tachycardia, most likely AV nodal re-entrant tachycardia. The Resuscitation Council UK algorithm starts with vagal manoeuvres, followed by IV adenosine 6 mg as a rapid bolus into a large vein with a saline flush, then 12 mg and 18 mg if needed, with continuous ECG monitoring. Synchronised cardioversion is reserved for patients with adverse features such as shock, syncope, myocardial ischaemia or severe heart failure. Verapamil or a beta-blocker is an alternative if adenosine is contraindicated, for example in severe asthma. Amiodarone and digoxin are not first-line treatments for SVT.",
      },
      {
        question_text:
          "A 66-year-old man with a previous myocardial infarction presents with palpitations and light-headedness. He is pale and confused, his blood pressure is 76/48 mmHg and a central pulse is present. The monitor shows a regular broad-complex tachycardia at 180 bpm. What is the most appropriate immediate management?",
        options: [
          "Synchronised DC cardioversion under sedation",
          "Intravenous amiodarone 300 mg over 20 minutes",
          "Intravenous adenosine 6 mg",
          "Unsynchronised defibrillation and CPR",
          "Intravenous magnesium sulfate 2 g",
        ],
        explanation_text:
          "This patient has a broad-complex tachycardia, most likely ventricular tachycardia, with a pulse and adverse features: shock and impaired consciousness. The Resuscitation Council UK algorithm recommends synchronised DC cardioversion, up to three attempts, with sedation or anaesthesia if the patient is conscious. If this fails, amiodarone 300 mg IV is given over 10-20 minutes and cardioversion repeated. Drug therapy alone is only appropriate in stable patients, and adenosine is not used for presumed VT. Unsynchronised shocks with CPR are for pulseless VT or VF, and magnesium is used for torsades de pointes.",
      },
      {
        question_text:
          "A 54-year-old man attends for an NHS Health Check. He smokes 10 cigarettes a day, his blood pressure is 136/84 mmHg, total cholesterol is 6.1 mmol/L and HDL cholesterol 1.1 mmol/L. His QRISK3 10-year cardiovascular risk is 14%. He has been given lifestyle advice and referred for smoking cessation support. Which is the most appropriate lipid-lowering treatment to offer?",
        options: [
          "Atorvastatin 20 mg daily",
          "Atorvastatin 80 mg daily",
          "Simvastatin 10 mg daily",
          "Ezetimibe 10 mg daily",
          "Fenofibrate 200 mg daily",
        ],
        explanation_text:
          "NICE recommends offering a statin for primary prevention of cardiovascular disease when the 10-year QRISK3 score is 10% or more, after discussing the benefits and alongside lifestyle advice such as smoking cessation. The recommended primary prevention dose is atorvastatin 20 mg daily, aiming for a reduction in non-HDL cholesterol of more than 40%. Atorvastatin 80 mg is the dose used for secondary prevention in established cardiovascular disease. Simvastatin 10 mg is a low-intensity statin, and ezetimibe or fibrates are not first line for primary prevention. Lipids, HbA1c, renal function and liver transaminases should be checked at baseline, with ALT rechecked within 3 months and at 12 months.",
      },
      {
        question_text:
          "A 63-year-old man with poorly controlled hypertension presents with sudden, severe tearing chest pain radiating between his shoulder blades. His blood pressure is 178/96 mmHg in the right arm and 142/80 mmHg in the left arm, and he is haemodynamically stable. The ECG shows left ventricular hypertrophy without acute ST changes. What is the most appropriate investigation to confirm the diagnosis?",
        options: [
          "CT angiography of the aorta",
          "CT pulmonary angiography",
          "Serial high-sensitivity troponin",
          "Exercise tolerance test",
          "Ventilation-perfusion scan",
        ],
        explanation_text:
          "Sudden tearing pain radiating to the back with an inter-arm blood pressure difference strongly suggests acute aortic dissection. In a haemodynamically stable patient, CT angiography of the whole aorta is the investigation of choice, defining the extent (Stanford type A or B) and guiding management; transoesophageal echocardiography is an alternative in unstable patients. A chest X-ray may show a widened mediastinum but cannot exclude dissection. CTPA is timed for the pulmonary arteries and may miss a dissection, troponin cannot confirm it, and exercise testing would be dangerous. Heart rate and blood pressure should be lowered, usually with IV labetalol, while urgent surgical review is arranged.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 2. Respiratory (demo, level 2)
  // ---------------------------------------------------------------------------
  {
    name: "Respiratory",
    level: 2,
    rank: 2,
    questions: [
      {
        question_text:
          "A 23-year-old woman with asthma presents with worsening breathlessness over 6 hours. She can only complete short phrases, her respiratory rate is 28/min, heart rate 116 bpm, SpO2 94% on air and peak expiratory flow 42% of her best. There is widespread wheeze and she is not exhausted. What is the most appropriate immediate treatment?",
        options: [
          "Nebulised salbutamol 5 mg driven by oxygen",
          "Intravenous magnesium sulfate 2 g",
          "Intravenous aminophylline infusion",
          "Intramuscular adrenaline 0.5 mg",
          "Oral montelukast 10 mg",
        ],
        explanation_text:
          "She has acute severe asthma (PEF 33-50% of best, respiratory rate 25/min or more, heart rate 110 bpm or more, or inability to complete sentences) without life-threatening features such as SpO2 below 92%, a silent chest, exhaustion or PEF below 33%. Immediate treatment is a high-dose inhaled short-acting beta-2 agonist, usually oxygen-driven nebulised salbutamol 5 mg, with oral prednisolone 40-50 mg and controlled oxygen to keep saturations 94-98%. IV magnesium sulfate is considered for life-threatening features or a poor response to initial bronchodilators, and IV aminophylline only after senior input. Intramuscular adrenaline is for anaphylaxis, and montelukast has no role in acute attacks.",
      },
      {
        question_text:
          "A 72-year-old man with severe COPD is admitted with an exacerbation. After one hour of nebulised bronchodilators, oral prednisolone and controlled oxygen via a 28% Venturi mask targeting saturations of 88-92%, his arterial blood gas shows pH 7.29, PaCO2 8.4 kPa, PaO2 7.9 kPa and bicarbonate 30 mmol/L. He is alert and able to protect his airway. What is the most appropriate next step in management?",
        options: [
          "Bilevel non-invasive ventilation",
          "High-flow oxygen via a non-rebreathe mask",
          "Continuous positive airway pressure",
          "Intravenous doxapram",
          "Discharge with home oxygen",
        ],
        explanation_text:
          "He has acute hypercapnic (type 2) respiratory failure with a respiratory acidosis (pH below 7.35 and PaCO2 above 6.5 kPa) that persists despite optimal medical therapy. BTS guidance recommends bilevel non-invasive ventilation in this situation, with a documented plan for escalation, including whether intubation would be appropriate, before it is started. Uncontrolled high-flow oxygen would worsen hypercapnia, so target saturations of 88-92% should be maintained. CPAP does not provide the inspiratory pressure support needed to clear CO2 and is used mainly for obstructive sleep apnoea or type 1 failure. Doxapram is rarely used now and only when NIV is unavailable or not tolerated.",
      },
      {
        question_text:
          "A 76-year-old man is brought in with 3 days of productive cough and fever and is newly confused. His respiratory rate is 32/min, blood pressure 86/52 mmHg and urea 9.2 mmol/L. A chest X-ray shows right lower lobe consolidation. He has no drug allergies. What is the most appropriate initial antibiotic treatment?",
        options: [
          "Intravenous co-amoxiclav plus clarithromycin",
          "Oral amoxicillin alone",
          "Oral doxycycline alone",
          "Intravenous vancomycin alone",
          "Oral clarithromycin alone",
        ],
        explanation_text:
          "His CURB-65 score is 5 (confusion, urea above 7 mmol/L, respiratory rate 30/min or more, systolic blood pressure below 90 mmHg and age 65 or over), indicating high-severity community-acquired pneumonia that needs hospital admission and consideration of critical care. NICE recommends IV co-amoxiclav with clarithromycin for high-severity disease, with levofloxacin as an alternative in penicillin allergy, for a total of 5 days and then review. Oral amoxicillin alone is for low-severity pneumonia, and doxycycline or clarithromycin monotherapy is for low-severity disease in penicillin allergy. Vancomycin alone does not cover atypical or Gram-negative organisms. Sepsis care with blood cultures and IV fluids should proceed in parallel.",
      },
      {
        question_text:
          "A 29-year-old man is brought in after a motorbike collision. He is acutely breathless with SpO2 85% on high-flow oxygen, heart rate 134 bpm and blood pressure 78/45 mmHg. His trachea is deviated to the left, the right hemithorax is hyper-resonant with absent breath sounds and his neck veins are distended. What is the most appropriate immediate management?",
        options: [
          "Immediate decompression of the right chest",
          "Urgent portable chest X-ray",
          "CT scan of the chest",
          "Ultrasound-guided chest drain on the left",
          "Pericardiocentesis",
        ],
        explanation_text:
          "This is a right-sided tension pneumothorax, a clinical diagnosis that must be treated without waiting for imaging. Immediate decompression is required, by needle thoracocentesis (in adults the 4th or 5th intercostal space in the mid-axillary line is now preferred to the 2nd intercostal space in the mid-clavicular line) or by finger thoracostomy in trained hands, followed by a definitive chest drain. Obtaining a chest X-ray or CT would delay life-saving treatment. A drain on the left would be on the wrong side, as the trachea deviates away from the tension. Cardiac tamponade also causes distended neck veins and hypotension but does not cause tracheal deviation or unilateral hyper-resonance.",
      },
      {
        question_text:
          "A 34-year-old woman taking the combined oral contraceptive pill presents 4 days after a 12-hour flight with sudden pleuritic chest pain and breathlessness. Her heart rate is 112 bpm, SpO2 93% on air, and there are no clinical signs of DVT. Her two-level Wells score for pulmonary embolism is 4.5 and her renal function is normal. What is the most appropriate investigation?",
        options: [
          "CT pulmonary angiography",
          "D-dimer measurement",
          "Lower limb compression ultrasound",
          "Transthoracic echocardiogram",
          "Chest X-ray only",
        ],
        explanation_text:
          "A two-level Wells score above 4 means pulmonary embolism is likely, and NICE recommends an immediate CT pulmonary angiogram, with interim therapeutic anticoagulation such as apixaban or rivaroxaban if the scan cannot be done straight away. D-dimer testing is used when the Wells score is 4 or less, to rule out PE. Lower limb ultrasound is appropriate when DVT is suspected clinically. Echocardiography may show right heart strain but does not confirm PE in a stable patient, and a chest X-ray is usually normal. A V/Q scan is an alternative if CTPA is contraindicated, for example with contrast allergy or severe renal impairment.",
      },
      {
        question_text:
          "A 31-year-old woman of African-Caribbean origin presents with 2 weeks of painful red nodules on both shins, ankle swelling and joint pains. She is otherwise well and has never smoked. A chest X-ray shows bilateral hilar lymphadenopathy with clear lung fields, and her adjusted calcium is 2.72 mmol/L. What is the most likely diagnosis?",
        options: [
          "Sarcoidosis",
          "Pulmonary tuberculosis",
          "Hodgkin lymphoma",
          "Rheumatoid arthritis",
          "Primary hyperparathyroidism",
        ],
        explanation_text:
          "Erythema nodosum, bilateral hilar lymphadenopathy, arthralgia and periarticular ankle swelling form Lofgren syndrome, an acute presentation of sarcoidosis with an excellent prognosis. Hypercalcaemia occurs because granulomas express 1-alpha-hydroxylase and produce activated vitamin D, and serum ACE is often raised. Tuberculosis can cause hilar lymphadenopathy and erythema nodosum, but nodes are usually unilateral and there are systemic features such as weight loss and night sweats. Lymphoma usually causes asymmetrical lymphadenopathy with B symptoms, and neither rheumatoid arthritis nor hyperparathyroidism explains the hilar nodes. Lofgren syndrome usually resolves with NSAIDs alone.",
      },
      {
        question_text:
          "A 67-year-old man with a 50 pack-year smoking history presents with haemoptysis, weight loss and increasing thirst. His adjusted calcium is 3.18 mmol/L with a suppressed parathyroid hormone level. A chest X-ray shows a cavitating central mass near the right hilum. Which type of lung cancer is most likely?",
        options: [
          "Squamous cell carcinoma",
          "Small cell carcinoma",
          "Adenocarcinoma",
          "Large cell carcinoma",
          "Mesothelioma",
        ],
        explanation_text:
          "Squamous cell carcinoma typically arises centrally, is strongly linked to smoking, may cavitate, and is the lung cancer most associated with hypercalcaemia due to secretion of parathyroid hormone-related peptide (PTHrP), which suppresses native PTH. Small cell carcinoma is also central but causes paraneoplastic syndromes such as SIADH, ectopic ACTH secretion and Lambert-Eaton myasthenic syndrome rather than hypercalcaemia. Adenocarcinoma is usually peripheral and is the most common type in people who have never smoked. Mesothelioma is a pleural tumour related to asbestos exposure. Hypercalcaemia of malignancy is treated with IV 0.9% sodium chloride followed by an IV bisphosphonate.",
      },
      {
        question_text:
          "A 28-year-old man who moved to the UK from India 2 years ago has a 2-month history of productive cough, night sweats and 6 kg weight loss. His chest X-ray shows right upper lobe cavitation and his sputum smear is positive for acid-fast bacilli. He is HIV negative and there is no suspicion of drug resistance. What is the most appropriate treatment regimen?",
        options: [
          "Quadruple therapy for 2 months, then rifampicin and isoniazid for 4 months",
          "Rifampicin and isoniazid alone for 6 months",
          "Isoniazid alone for 6 months",
          "Quadruple therapy for 12 months",
          "Clarithromycin and ethambutol for 6 months",
        ],
        explanation_text:
          "Active drug-sensitive pulmonary tuberculosis is treated for 6 months: an initial 2-month phase of rifampicin, isoniazid, pyrazinamide and ethambutol, followed by a 4-month continuation phase of rifampicin and isoniazid. Starting with only two drugs risks the emergence of resistance, and isoniazid monotherapy is used only for latent TB. A 12-month course is used for central nervous system TB, with a 10-month continuation phase. Clarithromycin and ethambutol are used for non-tuberculous mycobacteria such as Mycobacterium avium complex. Pyridoxine is given with isoniazid to people at risk of peripheral neuropathy, and the case must be notified to UKHSA for contact tracing.",
      },
      {
        question_text:
          "A 26-year-old woman has a new diagnosis of asthma, confirmed by a raised FeNO level and bronchodilator reversibility. She has daytime wheeze and cough about twice a week, does not wake at night with symptoms and has never had a severe attack. She currently uses no inhalers. What is the most appropriate initial treatment according to the current joint NICE/BTS/SIGN guideline?",
        options: [
          "As-needed low-dose budesonide/formoterol inhaler",
          "Salbutamol inhaler as needed only",
          "Regular oral montelukast",
          "Regular tiotropium inhaler",
          "Short course of oral prednisolone",
        ],
        explanation_text:
          "The 2024 joint NICE/BTS/SIGN asthma guideline recommends that people aged 12 and over with newly diagnosed asthma are offered an as-needed low-dose inhaled corticosteroid/formoterol combination inhaler (anti-inflammatory reliever, or AIR, therapy). If they are highly symptomatic or present with a severe exacerbation, low-dose maintenance and reliever therapy (MART) is used instead. A short-acting beta-2 agonist alone should not be offered, because SABA-only treatment is associated with more severe attacks and asthma deaths. Montelukast and long-acting muscarinic antagonists are add-on options later in the pathway, and oral corticosteroids are used for exacerbations.",
      },
      {
        question_text:
          "A 59-year-old man with a 40 pack-year smoking history reports 2 years of progressive exertional breathlessness, a productive cough every winter and occasional wheeze. There are no features suggesting asthma, and examination shows a hyperexpanded chest with reduced breath sounds. Which investigation is required to confirm the most likely diagnosis?",
        options: [
          "Post-bronchodilator spirometry",
          "Chest X-ray",
          "High-resolution CT of the chest",
          "Peak expiratory flow diary",
          "Arterial blood gas",
        ],
        explanation_text:
          "The likely diagnosis is chronic obstructive pulmonary disease, and NICE requires post-bronchodilator spirometry to confirm airflow obstruction, defined as an FEV1/FVC ratio below 0.7. FEV1 as a percentage of predicted is then used to grade severity. A chest X-ray should also be done to exclude other pathology such as lung cancer, but it cannot diagnose COPD. CT is reserved for atypical features or assessment for lung volume reduction, and serial peak flow monitoring is more useful when asthma is suspected. Arterial blood gases assess respiratory failure rather than establish the diagnosis.",
      },
      {
        question_text:
          "A 71-year-old retired accountant has 18 months of progressive exertional breathlessness and a persistent dry cough. He has finger clubbing and fine, velcro-like end-inspiratory crackles at both lung bases. Spirometry shows a restrictive pattern and gas transfer is reduced. Which is the most appropriate investigation to establish the diagnosis?",
        options: [
          "High-resolution CT of the chest",
          "Bronchoscopy with bronchoalveolar lavage",
          "CT pulmonary angiography",
          "Ventilation-perfusion scan",
          "Sputum smear for acid-fast bacilli",
        ],
        explanation_text:
          "Progressive breathlessness, dry cough, clubbing and bibasal fine end-inspiratory crackles with a restrictive defect and reduced transfer factor suggest idiopathic pulmonary fibrosis. High-resolution CT is the key investigation: a usual interstitial pneumonia pattern, with basal subpleural reticulation and honeycombing, allows a confident diagnosis after multidisciplinary discussion, often without biopsy. Bronchoalveolar lavage is occasionally used to exclude alternative diagnoses but is not first line. CTPA and V/Q scanning investigate pulmonary embolism, and sputum AFB testing is for suspected tuberculosis. Antifibrotic drugs such as pirfenidone or nintedanib may be offered depending on lung function.",
      },
      {
        question_text:
          "A 49-year-old lorry driver with a BMI of 38 kg/m2 is referred because his partner reports loud snoring and pauses in his breathing at night. He falls asleep watching television and scores 17 on the Epworth Sleepiness Scale. A home sleep study shows an apnoea-hypopnoea index of 34 events per hour. In addition to weight-loss advice, what is the most appropriate treatment?",
        options: [
          "Continuous positive airway pressure",
          "Mandibular advancement device",
          "Uvulopalatopharyngoplasty",
          "Modafinil",
          "Long-term oxygen therapy",
        ],
        explanation_text:
          "An apnoea-hypopnoea index of 30 or more events per hour indicates severe obstructive sleep apnoea, and NICE recommends fixed-level continuous positive airway pressure together with lifestyle measures such as weight loss. Mandibular advancement devices are an option in mild to moderate disease or for people who cannot tolerate CPAP. Surgery such as uvulopalatopharyngoplasty is not recommended as routine treatment. Modafinil treats residual sleepiness but not the airway obstruction, and oxygen alone does not treat OSA. As a Group 2 licence holder with excessive sleepiness, he must stop driving and notify the DVLA until his symptoms are controlled.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 3. Endocrinology (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Endocrinology",
    level: 3,
    rank: 3,
    questions: [
      {
        question_text:
          "A 19-year-old woman with type 1 diabetes presents with vomiting and abdominal pain. Her capillary glucose is 27.4 mmol/L, blood ketones 5.1 mmol/L, venous pH 7.11 and bicarbonate 9 mmol/L, and she weighs 60 kg. An infusion of 0.9% sodium chloride has been started. Which is the most appropriate insulin regimen to start now?",
        options: [
          "Fixed-rate IV insulin at 0.1 units/kg/hour",
          "Variable-rate IV insulin adjusted to glucose",
          "Subcutaneous rapid-acting insulin every 4 hours",
          "Single IV insulin bolus of 20 units",
          "Fixed-rate IV insulin at 1 unit/kg/hour",
        ],
        explanation_text:
          "This is diabetic ketoacidosis: ketones of 3 mmol/L or more, pH below 7.3 or bicarbonate below 15 mmol/L, with hyperglycaemia or known diabetes. JBDS guidance is to start a fixed-rate IV insulin infusion at 0.1 units/kg/hour (6 units/hour for her) once fluid resuscitation is under way, and to continue her usual long-acting basal insulin. The fixed rate is designed to suppress ketogenesis, so it continues as glucose falls, with 10% glucose added once glucose drops below 14 mmol/L. A variable-rate infusion is used for hyperglycaemia without ketoacidosis, and subcutaneous insulin is absorbed unreliably in DKA. Potassium must be monitored closely and added to the fluids when it is 5.5 mmol/L or below.",
      },
      {
        question_text:
          "A 44-year-old woman presents with 3 days of vomiting, abdominal pain and dizziness. She has lost weight recently and has pigmented palmar creases and buccal mucosa. Her blood pressure is 78/44 mmHg, sodium 124 mmol/L, potassium 6.1 mmol/L and glucose 3.2 mmol/L. In addition to IV fluids, what is the most appropriate immediate treatment?",
        options: [
          "Intravenous hydrocortisone 100 mg",
          "Oral fludrocortisone 100 micrograms",
          "Short Synacthen test before any steroid",
          "Intravenous insulin with glucose",
          "Oral prednisolone 5 mg",
        ],
        explanation_text:
          "Hypotension, hyponatraemia, hyperkalaemia, hypoglycaemia and hyperpigmentation indicate an adrenal (Addisonian) crisis due to primary adrenal insufficiency. This is life threatening and requires immediate hydrocortisone 100 mg IV or IM, followed by 200 mg over 24 hours, alongside rapid IV fluid resuscitation. Treatment must not be delayed for diagnostic tests: a cortisol and ACTH sample can be taken before the steroid and a Synacthen test performed later. Fludrocortisone is unnecessary acutely because high-dose hydrocortisone has sufficient mineralocorticoid activity. Insulin with glucose would be inappropriate because she is already hypoglycaemic, and the hyperkalaemia usually corrects with steroid and fluids.",
      },
      {
        question_text:
          "A 31-year-old woman presents with weight loss, heat intolerance, palpitations and a fine tremor. She has a smooth diffuse goitre with a bruit, lid retraction and mild proptosis. Her TSH is below 0.01 mU/L, free T4 48 pmol/L and TSH receptor antibodies are positive. She is not pregnant and is not planning pregnancy. Which is the most appropriate drug to reduce her thyroid hormone production?",
        options: ["Carbimazole", "Levothyroxine", "Propylthiouracil", "Hydrocortisone", "Propranolol alone"],
        explanation_text:
          "This is Graves' disease: hyperthyroidism with a diffuse goitre, eye signs and positive TSH receptor antibodies. Carbimazole is the first-line antithyroid drug in non-pregnant adults, given as a titration or block-and-replace regimen, usually for 12-18 months, with a beta-blocker such as propranolol for symptom relief in the meantime. Propylthiouracil is preferred only before conception and in the first trimester because of its risk of severe hepatotoxicity. Propranolol alone does not reduce hormone synthesis, and levothyroxine would worsen thyrotoxicosis unless used as part of block-and-replace. Patients must be told to report a sore throat or fever urgently because of the risk of agranulocytosis.",
      },
      {
        question_text:
          "A 56-year-old man is found to have an HbA1c of 62 mmol/mol on two occasions. His BMI is 32 kg/m2, eGFR 88 mL/min/1.73 m2 and he has no history of cardiovascular disease or heart failure; his QRISK3 score is 8%. He has attended structured education and received dietary advice. Which is the most appropriate first-line medication?",
        options: ["Metformin", "Gliclazide", "Sitagliptin", "Pioglitazone", "Basal insulin"],
        explanation_text:
          "NICE recommends standard-release metformin as first-line drug treatment for most adults with type 2 diabetes, titrated gradually to reduce gastrointestinal side effects, with modified-release metformin if these are troublesome. An SGLT2 inhibitor would also be offered with metformin if he had heart failure or established atherosclerotic cardiovascular disease, and considered if his QRISK3 score were above 10%. Sulfonylureas such as gliclazide cause weight gain and hypoglycaemia, while DPP-4 inhibitors and pioglitazone are alternatives when metformin is contraindicated or not tolerated. Insulin is not first line without symptomatic hyperglycaemia or another specific indication. His HbA1c target on metformin alone is 48 mmol/mol.",
      },
      {
        question_text:
          "A 24-year-old man with type 1 diabetes is found by his flatmate drowsy and confused after missing a meal. Paramedics record a capillary glucose of 1.9 mmol/L. He cannot swallow safely and intravenous access cannot be obtained. What is the most appropriate immediate treatment?",
        options: [
          "Intramuscular glucagon 1 mg",
          "Buccal glucose gel",
          "Intravenous 50% glucose",
          "Subcutaneous insulin aspart",
          "Intramuscular hydrocortisone 100 mg",
        ],
        explanation_text:
          "Severe hypoglycaemia with impaired consciousness and an unsafe swallow needs parenteral treatment. When IV access is not available, glucagon 1 mg IM (or subcutaneously) is appropriate; it mobilises hepatic glycogen and acts within about 10-15 minutes, after which oral carbohydrate is given once he can swallow. With IV access, JBDS guidance favours 10% or 20% glucose rather than 50%, which is irritant to veins. Buccal glucose gel is not recommended when the patient cannot swallow safely because of the risk of aspiration. Glucagon is less effective in prolonged starvation, alcohol excess and sulfonylurea-induced hypoglycaemia.",
      },
      {
        question_text:
          "A 58-year-old woman has recurrent renal stones, fatigue and low mood. Her adjusted calcium is 2.86 mmol/L, phosphate 0.68 mmol/L and parathyroid hormone 9.8 pmol/L (reference range 1.6-6.9 pmol/L). Her vitamin D level and renal function are normal, and her 24-hour urinary calcium excretion is raised. What is the most likely diagnosis?",
        options: [
          "Primary hyperparathyroidism",
          "Secondary hyperparathyroidism",
          "Tertiary hyperparathyroidism",
          "Familial hypocalciuric hypercalcaemia",
          "Humoral hypercalcaemia of malignancy",
        ],
        explanation_text:
          "Raised calcium with an inappropriately raised or unsuppressed PTH and low phosphate indicates primary hyperparathyroidism, most often due to a single parathyroid adenoma. Secondary hyperparathyroidism is a physiological response to low calcium, for example in vitamin D deficiency or chronic kidney disease, so calcium is low or normal. Tertiary hyperparathyroidism follows long-standing secondary disease, usually in CKD, with autonomous PTH secretion and hypercalcaemia. Familial hypocalciuric hypercalcaemia is distinguished by low urinary calcium excretion, and malignancy-related hypercalcaemia suppresses PTH. Symptomatic patients such as those with renal stones should be referred for consideration of parathyroidectomy.",
      },
      {
        question_text:
          "A 36-year-old woman has gained 15 kg over a year, mainly around her trunk, and has purple abdominal striae, easy bruising and difficulty climbing stairs. Her blood pressure is 158/98 mmHg and her HbA1c has risen to 50 mmol/mol. She takes no oral, inhaled or topical steroids. What is the most appropriate initial investigation?",
        options: [
          "Overnight 1 mg dexamethasone suppression test",
          "Random serum cortisol",
          "MRI of the pituitary gland",
          "Short Synacthen test",
          "Plasma ACTH level",
        ],
        explanation_text:
          "The features suggest Cushing's syndrome, and exogenous glucocorticoid use has been excluded. First-line tests for hypercortisolism are the overnight 1 mg dexamethasone suppression test, 24-hour urinary free cortisol or late-night salivary cortisol; in healthy people, dexamethasone taken at night suppresses the 9 am cortisol. A random cortisol is unhelpful because of diurnal variation and the effect of stress. Plasma ACTH and imaging such as pituitary MRI or adrenal CT are used only after hypercortisolism is confirmed, to find the cause. The short Synacthen test is used to diagnose adrenal insufficiency, not excess.",
      },
      {
        question_text:
          "A 41-year-old man has episodes of pounding headache, sweating and palpitations, with a blood pressure of 204/118 mmHg during an attack. Plasma free metanephrines are markedly raised and CT shows a 4 cm left adrenal mass. He is listed for adrenalectomy. Which medication should be started first to prepare him for surgery?",
        options: ["Phenoxybenzamine", "Propranolol", "Amlodipine alone", "Ramipril", "Spironolactone"],
        explanation_text:
          "This is a phaeochromocytoma, a catecholamine-secreting tumour of the adrenal medulla. Preoperative preparation requires alpha-adrenoceptor blockade first, usually with phenoxybenzamine or doxazosin, for at least 1-2 weeks with liberal salt and fluid intake to restore plasma volume. A beta-blocker may be added afterwards to control reflex tachycardia, but must never be started first, because unopposed alpha-adrenergic stimulation can precipitate a hypertensive crisis. Calcium channel blockers can be used as adjuncts but are not sufficient alone, and ACE inhibitors do not address catecholamine excess. Spironolactone is the treatment for primary hyperaldosteronism.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 4. Gastroenterology (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Gastroenterology",
    level: 3,
    rank: 4,
    questions: [
      {
        question_text:
          "A 54-year-old man with alcohol-related liver disease presents with two large haematemeses. He has spider naevi and ascites, a heart rate of 118 bpm and blood pressure of 92/58 mmHg. Resuscitation with IV fluids and blood is under way and endoscopy is being arranged. Which additional treatment should be given now, before endoscopy?",
        options: [
          "Terlipressin and prophylactic antibiotics",
          "High-dose intravenous omeprazole alone",
          "Oral propranolol",
          "Intravenous vitamin K alone",
          "Immediate balloon tamponade tube",
        ],
        explanation_text:
          "In suspected variceal haemorrhage in a patient with chronic liver disease, NICE recommends offering terlipressin and prophylactic antibiotics at presentation, before endoscopy; terlipressin lowers portal pressure and antibiotics reduce infection and mortality. Band ligation is then the endoscopic treatment of choice for oesophageal varices. NICE advises against acid-suppression drugs before endoscopy in suspected non-variceal bleeding, and they do not treat variceal bleeding. Propranolol is used for prophylaxis once the acute bleed is controlled, not in a hypotensive patient. Balloon tamponade is a temporary rescue measure when endoscopic treatment fails, for example while awaiting TIPSS.",
      },
      {
        question_text:
          "A 27-year-old woman with type 1 diabetes has 6 months of bloating, loose stools and fatigue. Blood tests show iron deficiency anaemia, with haemoglobin 102 g/L and ferritin 8 µg/L. She eats bread and pasta every day. What is the most appropriate first-line investigation?",
        options: [
          "Tissue transglutaminase IgA with total IgA",
          "Colonoscopy",
          "Faecal calprotectin",
          "Hydrogen breath test",
          "Stool culture and microscopy",
        ],
        explanation_text:
          "Unexplained iron deficiency, gastrointestinal symptoms and an associated autoimmune disease such as type 1 diabetes should prompt testing for coeliac disease. NICE recommends total IgA with IgA tissue transglutaminase (tTG) as the first-line serological test, with IgA endomysial antibody if tTG is weakly positive and IgG-based tests if the patient is IgA deficient. The patient must be eating gluten in more than one meal a day for at least 6 weeks before testing to avoid a false negative. Positive serology is followed by referral for duodenal biopsy to confirm villous atrophy. Faecal calprotectin helps distinguish inflammatory bowel disease from IBS, and breath testing is used for lactose intolerance or bacterial overgrowth.",
      },
      {
        question_text:
          "A 32-year-old man with known ulcerative colitis presents with 9 bloody stools a day for 4 days. His temperature is 38.2°C, heart rate 104 bpm, haemoglobin 98 g/L and CRP 86 mg/L. An abdominal X-ray shows no colonic dilatation and stool samples have been sent for culture. What is the most appropriate initial management?",
        options: [
          "Admit for intravenous hydrocortisone",
          "Increase oral mesalazine and review in 2 weeks",
          "Oral prednisolone 40 mg as an outpatient",
          "Start loperamide",
          "Emergency subtotal colectomy",
        ],
        explanation_text:
          "By the Truelove and Witts criteria this is acute severe ulcerative colitis: six or more bloody stools a day with at least one sign of systemic toxicity, such as fever, tachycardia, anaemia or raised inflammatory markers. NICE recommends hospital admission and IV corticosteroids such as hydrocortisone, with VTE prophylaxis, fluid and electrolyte support and joint care by gastroenterologists and colorectal surgeons. If there is little improvement after about 72 hours, or symptoms worsen, rescue therapy with IV ciclosporin or infliximab, or surgery, is considered. Oral treatment is inadequate for severe disease, and antidiarrhoeals such as loperamide risk precipitating toxic megacolon. Emergency colectomy is reserved for failed medical treatment, perforation or toxic megacolon.",
      },
      {
        question_text:
          "A 29-year-old man presents with 1 week of malaise, dark urine and jaundice. He reports unprotected sex with a new partner 3 months ago. His ALT is 1,420 IU/L and bilirubin 96 µmol/L. Serology shows HBsAg positive, IgM anti-HBc positive and anti-HBs negative. What is the most likely interpretation?",
        options: [
          "Acute hepatitis B infection",
          "Chronic hepatitis B infection",
          "Past infection with natural immunity",
          "Immunity from hepatitis B vaccination",
          "Resolving infection with seroconversion",
        ],
        explanation_text:
          "HBsAg indicates current infection, and IgM antibody to hepatitis B core antigen is the marker of acute infection, so this is acute hepatitis B. In chronic infection HBsAg persists for more than 6 months and the core antibody is predominantly IgG. Past infection with clearance shows anti-HBc and anti-HBs without HBsAg, whereas vaccination produces anti-HBs alone, because the vaccine contains only surface antigen. Most adults clear acute infection spontaneously and treatment is supportive unless liver failure develops. Acute hepatitis is notifiable, and sexual and household contacts should be offered testing and vaccination.",
      },
      {
        question_text:
          "A 68-year-old woman presents with 2 days of right upper quadrant pain, rigors and yellowing of her skin. Her temperature is 39.2°C, heart rate 112 bpm and blood pressure 104/66 mmHg. Blood tests show bilirubin 88 µmol/L, ALP 410 IU/L and WCC 18 x 10^9/L, and ultrasound shows gallstones with a dilated common bile duct. What is the most likely diagnosis?",
        options: [
          "Ascending cholangitis",
          "Acute cholecystitis",
          "Biliary colic",
          "Acute pancreatitis",
          "Acute viral hepatitis",
        ],
        explanation_text:
          "Charcot's triad of fever with rigors, right upper quadrant pain and jaundice, together with a dilated common bile duct and gallstones, indicates ascending cholangitis due to choledocholithiasis. It can rapidly progress to septic shock, and Reynolds' pentad adds hypotension and confusion. Management is sepsis resuscitation, IV antibiotics and urgent biliary drainage, usually by ERCP. Acute cholecystitis causes fever and right upper quadrant pain with a positive Murphy's sign, but jaundice is uncommon, and biliary colic causes pain without fever or raised inflammatory markers. The cholestatic picture and duct dilatation argue against viral hepatitis.",
      },
      {
        question_text:
          "A 46-year-old man has 3 months of epigastric discomfort after meals. He has no weight loss, dysphagia, vomiting or anaemia and takes no NSAIDs. A carbon-13 urea breath test, performed after 2 weeks without a proton pump inhibitor and with no recent antibiotics, is positive. He has no drug allergies. What is the most appropriate treatment?",
        options: [
          "Omeprazole, amoxicillin and clarithromycin for 7 days",
          "Omeprazole alone for 8 weeks",
          "Amoxicillin alone for 7 days",
          "Famotidine and metronidazole for 14 days",
          "Omeprazole, amoxicillin and clarithromycin for 4 weeks",
        ],
        explanation_text:
          "For uncomplicated dyspepsia without alarm features, NICE recommends a test-and-treat approach for Helicobacter pylori. First-line eradication is a 7-day, twice-daily course of a proton pump inhibitor with amoxicillin and either clarithromycin or metronidazole; in penicillin allergy, a PPI with clarithromycin and metronidazole is used. A PPI alone does not eradicate the infection, and single antibiotics or H2-receptor antagonist combinations are ineffective. There is no benefit in extending triple therapy to 4 weeks. Retesting is not routinely needed, but if it is done a breath test should be used rather than serology, which remains positive after eradication.",
      },
      {
        question_text:
          "A 49-year-old man presents with severe epigastric pain radiating to his back and persistent vomiting after a weekend of heavy drinking. His serum amylase is 1,850 U/L and ultrasound shows no gallstones or biliary dilatation. His heart rate is 108 bpm, blood pressure 112/70 mmHg, and there are no signs of infection. What is the most appropriate initial management?",
        options: [
          "Intravenous crystalloid fluids and analgesia",
          "Prophylactic intravenous meropenem",
          "Urgent ERCP",
          "Emergency laparotomy",
          "Octreotide infusion",
        ],
        explanation_text:
          "This is acute pancreatitis (typical pain with amylase more than three times the upper limit of normal), most likely alcohol related. Initial management is supportive, with IV crystalloid resuscitation guided by clinical response and urine output, adequate analgesia, early oral or enteral nutrition rather than prolonged fasting, and severity assessment with a score such as the Glasgow score. NICE advises against prophylactic antibiotics; they are given only for confirmed infection. ERCP is indicated for gallstone pancreatitis with biliary obstruction or cholangitis, which is absent here. Surgery is reserved for complications such as infected necrosis, and octreotide has no proven benefit.",
      },
      {
        question_text:
          "A 52-year-old woman has had generalised itching and fatigue for 8 months. Examination shows xanthelasma and mild hepatomegaly. Her ALP is 390 IU/L, GGT 210 IU/L, ALT 46 IU/L and bilirubin is normal. Anti-mitochondrial antibodies are strongly positive and ultrasound shows a normal biliary tree. What is the most appropriate first-line treatment?",
        options: [
          "Ursodeoxycholic acid",
          "Oral prednisolone",
          "Azathioprine",
          "Colestyramine alone",
          "Liver transplantation",
        ],
        explanation_text:
          "A cholestatic picture with positive anti-mitochondrial antibodies in a middle-aged woman is diagnostic of primary biliary cholangitis, an autoimmune destruction of the small intrahepatic bile ducts. Ursodeoxycholic acid is the first-line disease-modifying treatment and improves liver biochemistry and transplant-free survival, with second-line agents added under specialist care if the response is inadequate. Colestyramine relieves pruritus but does not alter disease progression. Corticosteroids and azathioprine are used for autoimmune hepatitis, which causes a hepatitic picture with anti-smooth muscle antibodies. Liver transplantation is reserved for end-stage disease or intractable pruritus.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 5. Neurology (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Neurology",
    level: 3,
    rank: 5,
    questions: [
      {
        question_text:
          "A 71-year-old man is brought to the emergency department 90 minutes after the sudden onset of right-sided weakness and expressive dysphasia. His NIHSS score is 12, blood pressure 168/92 mmHg and capillary glucose 6.4 mmol/L. He takes no anticoagulants. A non-contrast CT head shows no haemorrhage. What is the most appropriate immediate treatment?",
        options: [
          "Intravenous thrombolysis with alteplase",
          "Aspirin 300 mg and observation",
          "Aspirin plus clopidogrel",
          "Treatment-dose low molecular weight heparin",
          "Urgent carotid endarterectomy",
        ],
        explanation_text:
          "This is an acute ischaemic stroke presenting within 4.5 hours of a known onset time, with haemorrhage excluded on CT. NICE recommends intravenous thrombolysis with alteplase (or tenecteplase) within this window, provided blood pressure is below 185/110 mmHg and there are no contraindications. CT angiography should also be done so that mechanical thrombectomy can be offered if a proximal large-vessel occlusion is found. Aspirin 300 mg is given to patients who are not thrombolysed, or 24 hours after thrombolysis once a repeat scan has excluded haemorrhage. Anticoagulation is not used in acute ischaemic stroke, and carotid endarterectomy is considered for symptomatic stenosis after non-disabling events.",
      },
      {
        question_text:
          "A 67-year-old woman sees her GP after having 20 minutes of left arm weakness and slurred speech yesterday, which resolved completely. Her examination is now normal and her ECG shows sinus rhythm. She takes no antiplatelet or anticoagulant medication and has no bleeding disorder. What is the most appropriate management?",
        options: [
          "Aspirin 300 mg now and specialist review within 24 hours",
          "Calculate an ABCD2 score to decide referral urgency",
          "Routine outpatient neurology referral",
          "Start warfarin and review in 1 week",
          "Outpatient MRI brain before any referral",
        ],
        explanation_text:
          "This is a suspected transient ischaemic attack. NICE recommends giving aspirin 300 mg immediately, unless contraindicated, and referring for specialist assessment within 24 hours of symptom onset. Risk scores such as ABCD2 are no longer recommended for deciding the urgency of referral, because they do not reliably identify people at low risk. Anticoagulation is only appropriate after specialist assessment if a cardioembolic source such as atrial fibrillation is confirmed. Brain imaging, usually MRI with diffusion-weighted sequences, is arranged by the specialist service and should not delay referral.",
      },
      {
        question_text:
          "A 45-year-old woman developed a sudden, severe occipital headache while lifting boxes, reaching maximum intensity within a minute. She has no focal neurological deficit. A CT head performed 9 hours after onset is normal, and it is now 13 hours since the headache began. What is the most appropriate next investigation?",
        options: [
          "Lumbar puncture for xanthochromia",
          "Discharge with analgesia and safety-netting advice",
          "MRI brain with contrast",
          "Electroencephalogram",
          "Repeat CT head in 24 hours",
        ],
        explanation_text:
          "A thunderclap headache raises concern for subarachnoid haemorrhage. NICE advises that if a CT head performed more than 6 hours after onset shows no SAH, a lumbar puncture should be considered at least 12 hours after onset, with spectrophotometry of the CSF for xanthochromia. The 12-hour delay allows haemoglobin in the CSF to be broken down to bilirubin, which distinguishes SAH from a traumatic tap. A normal CT within 6 hours of onset is highly sensitive, so LP is not routinely needed in that case, but this does not apply here. Discharge without further testing risks missing an aneurysmal bleed, and if SAH is confirmed, CT angiography is used to locate the aneurysm.",
      },
      {
        question_text:
          "A 19-year-old student is seen by his GP with a 12-hour history of fever, headache, vomiting and leg pains. He is drowsy, has neck stiffness and a spreading non-blanching purpuric rash on his trunk. He has no known allergies and an emergency ambulance has been called. What should the GP do while waiting for the ambulance?",
        options: [
          "Give intramuscular benzylpenicillin 1.2 g",
          "Give oral amoxicillin 1 g",
          "Withhold antibiotics until blood cultures are taken in hospital",
          "Give oral ciprofloxacin 500 mg",
          "Give oral dexamethasone",
        ],
        explanation_text:
          "Fever, meningism and a non-blanching purpuric rash suggest meningococcal disease with septicaemia and meningitis. NICE advises that in primary care, parenteral benzylpenicillin (1.2 g IM or IV for those aged 10 years and over) should be given at the earliest opportunity, as long as it does not delay urgent transfer to hospital. Delaying antibiotics until hospital cultures are taken increases the risk of death in this rapidly progressive illness. In hospital, IV ceftriaxone is used, and dexamethasone is considered for suspected bacterial meningitis. Oral ciprofloxacin is used as chemoprophylaxis for close contacts, not as treatment.",
      },
      {
        question_text:
          "A 32-year-old man with epilepsy has a generalised tonic-clonic seizure in the emergency department. It has now lasted 6 minutes; his airway is supported, high-flow oxygen has been applied and he has a working intravenous cannula. His capillary glucose is 5.8 mmol/L. What is the most appropriate drug to give now?",
        options: [
          "Intravenous lorazepam 4 mg",
          "Intravenous levetiracetam 60 mg/kg",
          "Buccal midazolam 10 mg",
          "Intravenous phenobarbital",
          "Rapid sequence induction with thiopental",
        ],
        explanation_text:
          "A convulsive seizure lasting 5 minutes or more should be treated as status epilepticus. NICE recommends IV lorazepam (0.1 mg/kg, usually 4 mg in adults) as first-line treatment when IV access is available, repeated once after 5-10 minutes if needed; buccal midazolam or rectal diazepam is used when there is no IV access, for example in the community. If seizures continue after two doses of benzodiazepine, second-line treatment is IV levetiracetam, phenytoin or sodium valproate. Phenobarbital is a later option, and persistent seizures require general anaesthesia with intubation in critical care. IV thiamine should be given if alcohol misuse or malnutrition is suspected.",
      },
      {
        question_text:
          "A 29-year-old woman reports double vision and drooping eyelids that are worse in the evenings, and difficulty chewing towards the end of meals. On examination, sustained upward gaze for one minute produces progressive ptosis. Reflexes, sensation and pupils are normal. What is the most appropriate initial diagnostic test?",
        options: [
          "Serum acetylcholine receptor antibodies",
          "Voltage-gated calcium channel antibodies",
          "Serum creatine kinase",
          "MRI of the cervical spine",
          "Anti-GQ1b ganglioside antibodies",
        ],
        explanation_text:
          "Fatigable ptosis, diplopia and bulbar weakness with normal reflexes, sensation and pupils are typical of myasthenia gravis, an autoimmune disorder of the neuromuscular junction. Serum acetylcholine receptor antibodies are positive in about 85% of generalised cases (fewer in purely ocular disease), and anti-MuSK antibodies can be checked if they are negative; single-fibre EMG is supportive. Voltage-gated calcium channel antibodies occur in Lambert-Eaton syndrome, in which strength improves with repeated effort and reflexes are reduced. Creatine kinase is raised in myositis, and anti-GQ1b antibodies are associated with Miller Fisher syndrome. Once the diagnosis is made, a CT of the chest should look for a thymoma.",
      },
      {
        question_text:
          "A 35-year-old man presents with 4 days of progressive, symmetrical weakness that started in his legs and now affects his arms, with tingling in his feet. Two weeks ago he had an episode of diarrhoea. Reflexes are absent in all four limbs, and he is currently speaking in full sentences. Which measurement is most important for monitoring his respiratory function?",
        options: [
          "Forced vital capacity",
          "Peak expiratory flow rate",
          "Oxygen saturation on air",
          "Respiratory rate alone",
          "Serum creatine kinase",
        ],
        explanation_text:
          "Ascending symmetrical weakness with areflexia after a diarrhoeal illness, often caused by Campylobacter jejuni, suggests Guillain-Barre syndrome. Neuromuscular respiratory failure can develop quickly, so forced vital capacity should be measured regularly, and a falling FVC (for example below 20 mL/kg) should prompt critical care review for ventilation. Oxygen saturation and respiratory rate change late, when respiratory failure is already established. Peak flow mainly reflects airway calibre and poorly reflects respiratory muscle strength. Treatment is with IV immunoglobulin or plasma exchange, and lumbar puncture classically shows a raised protein with a normal cell count.",
      },
      {
        question_text:
          "A 74-year-old woman has 2 weeks of new right-sided temporal headache, pain in her jaw when chewing and scalp tenderness when combing her hair. She has no visual symptoms. The right temporal artery is thickened and tender, her ESR is 82 mm/hour and CRP 64 mg/L. What is the most appropriate immediate management?",
        options: [
          "Start oral prednisolone 40-60 mg daily today",
          "Await temporal artery biopsy before treatment",
          "Intravenous methylprednisolone for 3 days",
          "Oral prednisolone 15 mg daily",
          "Regular ibuprofen and review in 1 week",
        ],
        explanation_text:
          "New headache, jaw claudication, scalp tenderness and raised inflammatory markers in a person over 50 are classic features of giant cell arteritis. To prevent irreversible visual loss, BSR guidance is to start high-dose glucocorticoid immediately when GCA is strongly suspected, with prednisolone 40-60 mg daily for uncomplicated disease, and to arrange urgent specialist assessment. Temporal artery ultrasound or biopsy should be done soon after starting steroids, ideally within 1 week, but treatment must not wait for it. IV methylprednisolone is used for patients with visual loss or amaurosis fugax. Prednisolone 15 mg is a starting dose for polymyalgia rheumatica and is inadequate for GCA.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 6. Paediatrics (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Paediatrics",
    level: 3,
    rank: 6,
    questions: [
      {
        question_text:
          "A 4-month-old boy has 3 days of coryza and cough and now has increased work of breathing. He has subcostal recession, widespread fine inspiratory crackles with some wheeze, a respiratory rate of 58/min and SpO2 persistently 88% in air. He is taking about half his usual feeds. He is admitted to the paediatric ward. What is the most appropriate management?",
        options: [
          "Supplemental oxygen and nasogastric feeding",
          "Nebulised salbutamol",
          "Oral amoxicillin",
          "Oral prednisolone",
          "Nebulised hypertonic saline",
        ],
        explanation_text:
          "This is bronchiolitis, usually caused by respiratory syncytial virus, in an infant with hypoxaemia and reduced oral intake. Management is supportive: NICE advises oxygen when saturations are persistently below 90% in children aged 6 weeks and over (below 92% if younger or with underlying conditions), and nasogastric or orogastric feeding when oral intake is inadequate, with IV fluids if these are not tolerated. Upper airway suctioning may help if secretions cause distress or feeding difficulty. NICE advises against antibiotics, salbutamol, nebulised adrenaline, hypertonic saline, montelukast and corticosteroids, as none improves outcomes. Parents should be told that symptoms usually peak around days 3-5 and that the cough may last for weeks.",
      },
      {
        question_text:
          "A 2-year-old girl wakes at night with a harsh barking cough and hoarse voice after a day of coryza. Her temperature is 37.9°C. She has stridor only when crying, no recession at rest, and is alert and playing, with SpO2 97% in air. What is the most appropriate treatment?",
        options: [
          "Single dose of oral dexamethasone 0.15 mg/kg",
          "Nebulised salbutamol",
          "Oral amoxicillin for 5 days",
          "Nebulised adrenaline",
          "Steam inhalation",
        ],
        explanation_text:
          "This is mild croup (laryngotracheobronchitis), most often caused by parainfluenza virus. A single dose of oral dexamethasone 0.15 mg/kg is recommended for all children with croup, including mild cases, as it reduces symptom severity and the need for re-attendance. Nebulised adrenaline is reserved for severe croup with stridor at rest and marked distress, where it gives temporary relief while the steroid takes effect. Bronchodilators and antibiotics have no role because the obstruction is subglottic and viral. Steam inhalation is ineffective and risks scalds.",
      },
      {
        question_text:
          "A 9-month-old boy has had episodes of inconsolable crying for 12 hours, during which he draws his knees up to his chest and goes pale, settling in between. He has vomited twice and has just passed a stool mixed with dark red blood and mucus. A sausage-shaped mass is palpable in the right upper quadrant. What is the most appropriate initial investigation?",
        options: [
          "Abdominal ultrasound",
          "Plain abdominal X-ray",
          "CT abdomen with contrast",
          "Upper gastrointestinal contrast study",
          "Stool culture",
        ],
        explanation_text:
          "Colicky pain with pallor and drawing up of the legs, vomiting, redcurrant jelly stool and a sausage-shaped mass are classic features of intussusception, which typically occurs between 3 months and 2 years of age. Abdominal ultrasound is the investigation of choice: it is highly sensitive, shows a target or doughnut sign and avoids radiation. If there are no signs of peritonitis or perforation, first-line treatment is image-guided air enema reduction, with surgery if this fails. A plain X-ray may show obstruction but is not diagnostic, and CT is unnecessary. An upper GI contrast study is used when malrotation is suspected.",
      },
      {
        question_text:
          "A 5-week-old first-born boy has a 1-week history of forceful, non-bilious vomiting shortly after every feed. He seems hungry straight after vomiting and has had fewer wet nappies. During a test feed, an olive-sized mass is palpable in the right upper quadrant. Which blood gas and electrolyte picture is most likely?",
        options: [
          "Hypochloraemic hypokalaemic metabolic alkalosis",
          "Hyperchloraemic metabolic acidosis",
          "Hyperkalaemic metabolic acidosis",
          "Respiratory alkalosis with normal chloride",
          "Raised anion gap metabolic acidosis",
        ],
        explanation_text:
          "Projectile non-bilious vomiting in a hungry infant aged 2-8 weeks with a palpable olive-shaped mass is classic for infantile hypertrophic pyloric stenosis, which is more common in first-born boys. Repeated loss of gastric acid causes a hypochloraemic metabolic alkalosis, and the kidneys conserve sodium and hydrogen ions at the expense of potassium, causing hypokalaemia. Acidosis would suggest another diagnosis or a very late, decompensated presentation. Diagnosis is confirmed by ultrasound, and fluid and electrolyte deficits must be corrected with IV fluids before Ramstedt pyloromyotomy. Bilious vomiting would instead raise concern about malrotation with volvulus.",
      },
      {
        question_text:
          "A 3-year-old boy has had a fever above 39°C for 6 days despite antipyretics. He has bilateral non-purulent conjunctival injection, red cracked lips, a strawberry tongue, a polymorphous rash, swollen red hands and feet, and a single 2 cm cervical lymph node. What is the most appropriate treatment?",
        options: [
          "Intravenous immunoglobulin and aspirin",
          "Intravenous ceftriaxone",
          "Oral prednisolone alone",
          "Oral amoxicillin",
          "Ibuprofen and supportive care",
        ],
        explanation_text:
          "Fever for 5 days or more with bilateral non-purulent conjunctivitis, oral mucosal changes, rash, changes in the extremities and cervical lymphadenopathy meet the criteria for Kawasaki disease, a medium-vessel vasculitis. The main risk is coronary artery aneurysm, which is reduced by early IV immunoglobulin, ideally within 10 days of fever onset, together with aspirin. Kawasaki disease is one of the few indications for aspirin in children despite the risk of Reye's syndrome. Corticosteroids may be added for high-risk cases but are not used alone, and antibiotics do not treat the vasculitis. An echocardiogram is needed at diagnosis and at follow-up.",
      },
      {
        question_text:
          "A 20-month-old girl had a generalised tonic-clonic seizure lasting 2 minutes at home during a febrile illness. She has recovered fully and is now alert and playing, with a temperature of 38.6°C and a red, bulging right tympanic membrane. There are no signs of meningism and this is her first seizure. Her parents are very anxious. What is the most appropriate management?",
        options: [
          "Explain it is a simple febrile seizure and treat the infection",
          "Start regular sodium valproate",
          "Give regular paracetamol to prevent further seizures",
          "Arrange an urgent EEG",
          "Arrange a CT head",
        ],
        explanation_text:
          "This is a simple febrile seizure: generalised, lasting less than 15 minutes, not recurring within 24 hours and followed by full recovery, in a child aged 6 months to 6 years with a clear source of fever. Management is explanation and reassurance, treatment of the underlying cause, and advice on first aid and when to seek help. Antipyretics can be used for comfort but do not prevent further febrile seizures, and prophylactic antiepileptic drugs are not indicated. EEG and neuroimaging are not needed after a simple febrile seizure. About one third of children have a recurrence, but the risk of later epilepsy is only slightly higher than in the general population.",
      },
      {
        question_text:
          "At a routine review, a girl walks steadily without support, builds a tower of three cubes, scribbles with a crayon, uses about 10-20 single words and points to parts of her body when asked. She feeds herself with a spoon but does not yet join two words together. Assuming typical development, what is her most likely age?",
        options: ["18 months", "9 months", "12 months", "30 months", "4 years"],
        explanation_text:
          "Walking steadily, building a three-cube tower, scribbling, a vocabulary of roughly 6-20 words, pointing to body parts and using a spoon are typical milestones at about 18 months. At 12 months most children are cruising or taking first steps, have a pincer grip and say one or two words, while at 9 months they sit steadily and babble without true words. By 2 years a child joins two words and builds a tower of about six cubes, and by 30 months most use short sentences. A child not walking by 18 months should be assessed, including a creatine kinase in boys to look for Duchenne muscular dystrophy.",
      },
      {
        question_text:
          "A term baby girl born by normal vaginal delivery 18 hours ago is noticed by the midwife to be visibly jaundiced. She is breastfeeding, has a normal temperature and is otherwise well. Her mother's blood group is O RhD positive. What is the most appropriate next step?",
        options: [
          "Measure the serum bilirubin within 2 hours",
          "Reassure the parents that this is physiological jaundice",
          "Transcutaneous bilirubin measurement in 48 hours",
          "Advise stopping breastfeeding for 48 hours",
          "Advise placing the baby in sunlight",
        ],
        explanation_text:
          "Jaundice appearing in the first 24 hours of life is pathological until proven otherwise; causes include haemolysis (for example ABO incompatibility, possible with a group O mother), sepsis and G6PD deficiency. NICE recommends measuring and recording the serum bilirubin urgently, within 2 hours, and continuing to monitor until it is stable or falling, with treatment based on gestation-specific threshold graphs. Transcutaneous bilirubinometers should not be used in babies under 24 hours old. Physiological jaundice appears after 24 hours, breastfeeding should be supported rather than stopped, and sunlight is not a safe treatment. Blood group, a direct antiglobulin test and a full blood count should also be sent.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 7. Obstetrics & Gynaecology (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Obstetrics & Gynaecology",
    level: 3,
    rank: 7,
    questions: [
      {
        question_text:
          "A 31-year-old woman attends her booking appointment at 10 weeks' gestation in her second pregnancy. She has chronic hypertension, well controlled on labetalol, and her first pregnancy was uncomplicated. Her BMI is 26 kg/m2. Which is the most appropriate medication to reduce her risk of pre-eclampsia?",
        options: [
          "Aspirin 75-150 mg daily from 12 weeks until birth",
          "Aspirin 300 mg daily from 36 weeks",
          "Prophylactic low molecular weight heparin",
          "Magnesium sulfate from 20 weeks",
          "Nifedipine in addition to labetalol",
        ],
        explanation_text:
          "Chronic hypertension is a high-risk factor for pre-eclampsia, as are hypertensive disease in a previous pregnancy, chronic kidney disease, autoimmune disease such as SLE or antiphospholipid syndrome, and type 1 or type 2 diabetes. NICE recommends aspirin 75-150 mg daily from 12 weeks until the birth for women with one high-risk factor or two or more moderate risk factors, such as first pregnancy, age 40 or over, BMI 35 kg/m2 or more, or a family history of pre-eclampsia. Low molecular weight heparin is used for VTE prophylaxis, not for preventing pre-eclampsia. Magnesium sulfate prevents and treats eclamptic seizures in severe pre-eclampsia, and a second antihypertensive is not needed when blood pressure is controlled. Labetalol is appropriate in pregnancy, whereas ACE inhibitors and ARBs must be stopped.",
      },
      {
        question_text:
          "A 28-year-old woman presents with mild left iliac fossa pain and light vaginal bleeding; her last menstrual period was 7 weeks ago. She is haemodynamically stable with minimal pain. Transvaginal ultrasound shows an empty uterus and an unruptured 25 mm left adnexal mass with no fetal heartbeat and no free fluid. Her serum hCG is 1,300 IU/L and she can attend follow-up. What is the most appropriate management?",
        options: [
          "Intramuscular methotrexate",
          "Laparoscopic salpingectomy",
          "Expectant management",
          "Mifepristone followed by misoprostol",
          "Emergency laparotomy",
        ],
        explanation_text:
          "This is an unruptured tubal ectopic pregnancy. NICE recommends systemic methotrexate first line for women with no significant pain, an unruptured ectopic pregnancy smaller than 35 mm with no visible heartbeat, a serum hCG below 1,500 IU/L, no intrauterine pregnancy, and who can attend follow-up. Expectant management is offered when the hCG is 1,000 IU/L or less and the other criteria are met, so it is not the first choice here. Surgery, usually laparoscopic salpingectomy, is indicated with significant pain, a mass of 35 mm or more, a visible heartbeat or an hCG of 5,000 IU/L or more. Mifepristone and misoprostol are used for intrauterine miscarriage or termination, not ectopic pregnancy, and she should avoid pregnancy for 3 months after methotrexate.",
      },
      {
        question_text:
          "A 33-year-old woman with pre-eclampsia has a vaginal delivery and, 20 minutes later, loses 1,200 mL of blood. The placenta was delivered complete, the uterus feels soft and boggy above the umbilicus and there are no genital tract tears. Her blood pressure is 152/98 mmHg. Bimanual uterine compression and resuscitation have been started. Which is the most appropriate first-line uterotonic drug?",
        options: [
          "Intravenous oxytocin 5 units",
          "Intravenous ergometrine 500 micrograms",
          "Intramuscular carboprost 250 micrograms",
          "Sublingual misoprostol 800 micrograms",
          "Intravenous tranexamic acid alone",
        ],
        explanation_text:
          "Uterine atony is the commonest cause of primary postpartum haemorrhage. RCOG guidance recommends oxytocin 5 units by slow IV injection, which can be repeated, followed by an oxytocin infusion, as first-line drug treatment. Ergometrine 500 micrograms IV or IM is an alternative but is contraindicated in hypertension, including pre-eclampsia. Carboprost is a second-line agent that should be avoided in asthma, and misoprostol is a further option. Tranexamic acid 1 g IV should also be given but is an adjunct to uterotonics, not a substitute, and intrauterine balloon tamponade or surgery follows if drugs fail.",
      },
      {
        question_text:
          "A 30-year-old woman of South Asian family origin has a 75 g oral glucose tolerance test at 26 weeks' gestation. Her fasting plasma glucose is 6.2 mmol/L and her 2-hour glucose is 8.9 mmol/L. She has no complications and a growth scan shows normal fetal size and liquor volume. What is the most appropriate initial management?",
        options: [
          "Diet and exercise advice with glucose self-monitoring",
          "Start insulin immediately",
          "Start gliclazide",
          "Offer induction of labour now",
          "Repeat the glucose tolerance test in 4 weeks",
        ],
        explanation_text:
          "NICE diagnoses gestational diabetes with a fasting plasma glucose of 5.6 mmol/L or more, or a 2-hour value of 7.8 mmol/L or more, so she meets both criteria. When the fasting glucose at diagnosis is below 7.0 mmol/L and there are no complications, NICE recommends a trial of changes in diet and exercise with self-monitoring of blood glucose. Metformin is offered if targets are not met within 1-2 weeks, and insulin is added or substituted if needed. Immediate insulin is offered if the fasting glucose is 7.0 mmol/L or more, and considered at 6.0-6.9 mmol/L if there are complications such as macrosomia or polyhydramnios. Gliclazide is not used in pregnancy, and induction of labour is not indicated at diagnosis.",
      },
      {
        question_text:
          "A 32-year-old woman's routine cervical screening sample is reported as high-risk HPV positive with no abnormal cells on cytology. This is her first HPV-positive result and she has no symptoms. What is the most appropriate next step?",
        options: [
          "Repeat HPV testing in 12 months",
          "Refer for colposcopy",
          "Return to routine recall",
          "Repeat cytology in 3 months",
          "Large loop excision of the transformation zone",
        ],
        explanation_text:
          "The NHS cervical screening programme tests samples for high-risk HPV first, with cytology performed only on HPV-positive samples. If HPV is positive but cytology is normal, the woman is recalled for a repeat HPV test in 12 months, because most infections clear spontaneously. If HPV is still positive at 12 months with normal cytology, a further test at 24 months follows, and persistent HPV at that point leads to colposcopy. HPV-positive samples with abnormal cytology are referred straight to colposcopy. Routine recall is only appropriate after an HPV-negative result, and treatment such as LLETZ depends on colposcopic and histological findings.",
      },
      {
        question_text:
          "A 24-year-old woman has had irregular periods every 2-4 months since menarche, with acne and excess hair on her chin and lower abdomen. Her BMI is 31 kg/m2. Total testosterone is mildly raised, prolactin and TSH are normal, and a transvaginal ultrasound shows more than 20 follicles in each ovary. What is the most likely diagnosis?",
        options: [
          "Polycystic ovary syndrome",
          "Non-classic congenital adrenal hyperplasia",
          "Hyperprolactinaemia",
          "Cushing's syndrome",
          "Androgen-secreting ovarian tumour",
        ],
        explanation_text:
          "Under the Rotterdam criteria, polycystic ovary syndrome is diagnosed when two of three features are present - oligo- or anovulation, clinical or biochemical hyperandrogenism, and polycystic ovarian morphology on ultrasound - after excluding other causes; she has all three. Non-classic congenital adrenal hyperplasia can mimic PCOS and is excluded with a 17-hydroxyprogesterone level. A markedly raised testosterone or rapidly progressive virilisation suggests an androgen-secreting tumour. Normal prolactin excludes hyperprolactinaemia, and Cushing's syndrome would usually cause features such as proximal myopathy and purple striae. Management includes weight loss and the combined pill to regulate cycles and treat hirsutism and acne.",
      },
      {
        question_text:
          "A 29-year-old woman at 32 weeks' gestation presents with a sudden painless episode of bright red vaginal bleeding of about 200 mL. Her abdomen is soft and non-tender, the uterus is relaxed, the fetus is in a transverse lie and the CTG is normal. Her 20-week anomaly scan reported a low-lying placenta. What is the most likely diagnosis?",
        options: ["Placenta praevia", "Placental abruption", "Vasa praevia", "Cervical ectropion", "Uterine rupture"],
        explanation_text:
          "Painless bright red bleeding in the third trimester with a soft, non-tender uterus, malpresentation and a previously noted low-lying placenta indicates placenta praevia. Digital vaginal examination must be avoided until the placental position is confirmed by ultrasound, because it may provoke torrential bleeding. Placental abruption typically causes painful bleeding with a tender, woody-hard uterus and fetal compromise. Vasa praevia presents with bleeding at rupture of the membranes and rapid fetal distress while the mother remains stable. Uterine rupture is associated with a previous caesarean section, severe pain and maternal collapse.",
      },
      {
        question_text:
          "A 22-year-old woman requests emergency contraception after unprotected sexual intercourse about 100 hours ago. Her last period started 12 days ago and her cycles are regular at 28 days. She has no contraindications to any method and wants the most effective option. What is the most appropriate choice?",
        options: [
          "Copper intrauterine device",
          "Levonorgestrel 1.5 mg orally",
          "Ulipristal acetate 30 mg orally",
          "Combined pill (Yuzpe method)",
          "No emergency contraception is needed",
        ],
        explanation_text:
          "The copper IUD is the most effective form of emergency contraception, with a failure rate below 0.1%, and can be inserted up to 120 hours after the first episode of unprotected intercourse or up to 5 days after the earliest likely date of ovulation. It also provides ongoing contraception. Levonorgestrel is licensed for use up to 72 hours, and both oral methods are ineffective if taken after ovulation. Ulipristal acetate can be used up to 120 hours and is more effective than levonorgestrel, but less effective than the copper IUD. The Yuzpe regimen is no longer recommended, and intercourse in the days before ovulation carries a significant risk of pregnancy because sperm can survive for up to 7 days.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 8. Psychiatry (level 3)
  // ---------------------------------------------------------------------------
  {
    name: "Psychiatry",
    level: 3,
    rank: 8,
    questions: [
      {
        question_text:
          "A 52-year-old woman with bipolar affective disorder, stable on lithium for 6 years, was started on bendroflumethiazide for hypertension 2 weeks ago. She now has vomiting, diarrhoea, a coarse tremor, slurred speech, unsteadiness and confusion. What is the most likely diagnosis?",
        options: [
          "Lithium toxicity",
          "Serotonin syndrome",
          "Neuroleptic malignant syndrome",
          "Hypothyroidism",
          "Wernicke's encephalopathy",
        ],
        explanation_text:
          "Thiazide diuretics reduce renal lithium clearance and commonly precipitate lithium toxicity, as can ACE inhibitors, ARBs, NSAIDs and dehydration. Toxicity causes gastrointestinal upset, a coarse tremor (a fine tremor is common at therapeutic levels), ataxia, dysarthria and confusion, progressing to seizures and coma. An urgent serum lithium level should be checked, lithium stopped and IV fluids given, with haemodialysis in severe cases. Serotonin syndrome features clonus and hyperreflexia after serotonergic drugs, and neuroleptic malignant syndrome features rigidity and hyperthermia after antipsychotics. Lithium can cause hypothyroidism, but this develops gradually and does not cause acute cerebellar signs.",
      },
      {
        question_text:
          "A 26-year-old man admitted with first-episode psychosis was started on haloperidol 4 days ago. He is now confused, with a temperature of 39.4°C, heart rate 124 bpm, labile blood pressure, profuse sweating and generalised lead-pipe rigidity. Reflexes are normal with no clonus, and creatine kinase is 18,000 U/L. What is the most likely diagnosis?",
        options: [
          "Neuroleptic malignant syndrome",
          "Serotonin syndrome",
          "Malignant hyperthermia",
          "Acute dystonic reaction",
          "Bacterial meningitis",
        ],
        explanation_text:
          "Fever, lead-pipe rigidity, altered consciousness, autonomic instability and a very high creatine kinase soon after starting an antipsychotic indicate neuroleptic malignant syndrome. Management is to stop the antipsychotic and give supportive care, including cooling and IV fluids to protect the kidneys from rhabdomyolysis, with benzodiazepines, dantrolene or bromocriptine considered in severe cases. Serotonin syndrome develops over hours, with hyperreflexia, clonus and dilated pupils. Malignant hyperthermia follows volatile anaesthetics or suxamethonium, and an acute dystonic reaction causes sustained muscle spasms such as oculogyric crisis without fever. Meningitis should be considered but does not explain the rigidity and very high CK.",
      },
      {
        question_text:
          "A 35-year-old woman has had low mood, anhedonia, early morning waking, poor concentration and reduced appetite for 3 months, affecting her work. She has no suicidal ideation, psychotic features or history of mania, and she is not pregnant. After discussing the options, she would like to take an antidepressant. Which is the most appropriate first choice?",
        options: ["Sertraline", "Amitriptyline", "Phenelzine", "Lithium", "Mirtazapine with venlafaxine"],
        explanation_text:
          "When an antidepressant is chosen, NICE advises that a selective serotonin reuptake inhibitor such as sertraline, citalopram or fluoxetine is usually the first choice, as SSRIs are as effective as other classes and better tolerated. Tricyclic antidepressants such as amitriptyline are more dangerous in overdose and have more anticholinergic side effects. MAOIs such as phenelzine require dietary restrictions and are reserved for specialist use. Lithium is used to augment antidepressants in treatment-resistant depression and to treat bipolar disorder, and combining antidepressants is a specialist strategy. She should be reviewed within 2 weeks of starting, or within 1 week if aged 18-25 or at increased risk of suicide.",
      },
      {
        question_text:
          "A 27-year-old man with schizophrenia continues to have persistent auditory hallucinations and persecutory delusions. He has taken olanzapine and then risperidone, each at an adequate dose for at least 6 weeks with good adherence confirmed by his care coordinator, and has completed CBT for psychosis. What is the most appropriate next medication?",
        options: ["Clozapine", "Haloperidol depot injection", "Aripiprazole", "Lithium carbonate", "Sertraline"],
        explanation_text:
          "Treatment-resistant schizophrenia is defined by failure to respond to at least two different antipsychotics at an adequate dose and duration, at least one of which is a second-generation drug other than clozapine. NICE recommends offering clozapine at this point, as it is the antipsychotic with clear superior efficacy in treatment resistance. Clozapine can cause agranulocytosis, so patients must be registered with a monitoring service and have full blood counts weekly for the first 18 weeks, fortnightly until one year, then monthly. Other important adverse effects include myocarditis, severe constipation, hypersalivation and seizures. Trying another non-clozapine antipsychotic or a depot is less likely to help when adherence is not the problem.",
      },
      {
        question_text:
          "A 48-year-old man with alcohol dependence is admitted after a fall. He is confused and disorientated, has horizontal nystagmus with bilateral lateral rectus weakness, and a wide-based unsteady gait. His capillary glucose is 5.6 mmol/L. What is the most appropriate immediate treatment?",
        options: [
          "Intravenous high-potency thiamine (Pabrinex)",
          "Oral thiamine 100 mg daily",
          "Oral folic acid 5 mg daily",
          "Intramuscular haloperidol",
          "Intravenous 50% glucose",
        ],
        explanation_text:
          "Confusion, ophthalmoplegia and ataxia in a person with alcohol dependence indicate Wernicke's encephalopathy, caused by thiamine deficiency. It is a medical emergency, and NICE recommends parenteral high-potency thiamine such as IV Pabrinex to prevent progression to irreversible Korsakoff syndrome, which causes amnesia with confabulation. Oral thiamine is poorly absorbed in alcohol misuse and is used for prophylaxis rather than treatment of established Wernicke's. Glucose given before thiamine can precipitate or worsen the condition, and his glucose is normal anyway. Alcohol withdrawal, if present, should be managed with a reducing regimen of a benzodiazepine such as chlordiazepoxide rather than antipsychotics.",
      },
      {
        question_text:
          "A 38-year-old woman is an informal inpatient on a general medical ward, receiving acetylcysteine after a paracetamol overdose. After an argument with her partner she says she is leaving to end her life. The doctor in charge of her care believes she has a mental disorder and poses a serious risk to herself. Which power is most appropriate to prevent her leaving while a full Mental Health Act assessment is arranged?",
        options: [
          "Section 5(2) of the Mental Health Act",
          "Section 5(4) of the Mental Health Act",
          "Section 136 of the Mental Health Act",
          "Section 3 of the Mental Health Act",
          "Section 4 of the Mental Health Act",
        ],
        explanation_text:
          "Section 5(2) of the Mental Health Act 1983 allows the doctor or approved clinician in charge of an informal inpatient's care, or their nominated deputy, to detain them in hospital for up to 72 hours so that an assessment for Section 2 or 3 can be carried out. It applies to inpatients on any ward, including medical wards, but not to patients in the emergency department, who have not been admitted. Section 5(4) is a holding power for certain mental health or learning disability nurses and lasts up to 6 hours. Section 136 is used by the police, and Section 4 is an emergency admission from the community when waiting for a second doctor would cause undesirable delay. Section 3 is a treatment order requiring two medical recommendations and an application, usually by an AMHP.",
      },
      {
        question_text:
          "A 17-year-old girl with anorexia nervosa is admitted with a BMI of 13.8 kg/m2, a heart rate of 40 bpm and dizziness on standing. She has eaten very little for the past 2 weeks. A nutritional plan with cautious refeeding is started. Which biochemical abnormality is most characteristic of refeeding syndrome?",
        options: ["Hypophosphataemia", "Hyperkalaemia", "Hypernatraemia", "Hypercalcaemia", "Hypermagnesaemia"],
        explanation_text:
          "Refeeding syndrome occurs when nutrition restarts after a period of starvation: insulin release drives phosphate, potassium and magnesium into cells, causing a sharp fall in serum levels, with hypophosphataemia the hallmark. Consequences include arrhythmias, heart failure, respiratory muscle weakness, seizures and rhabdomyolysis. High-risk patients, such as those with a BMI below 16 kg/m2 or little intake for more than 10 days, should be refed cautiously with thiamine and vitamin B supplementation and close monitoring and replacement of phosphate, potassium and magnesium. Potassium and magnesium fall rather than rise, and hypernatraemia and hypercalcaemia are not typical features. Sodium and fluid retention can also occur and cause oedema.",
      },
      {
        question_text:
          "A 33-year-old man describes 9 months of excessive, uncontrollable worry about work, money and his family, with restlessness, muscle tension, irritability and poor sleep. His symptoms cause marked functional impairment. He has tried guided self-help without benefit, has been offered CBT, and would prefer medication. Which drug is most appropriate to offer first?",
        options: ["Sertraline", "Diazepam", "Pregabalin", "Propranolol", "Quetiapine"],
        explanation_text:
          "This is generalised anxiety disorder. In NICE's stepped-care model, people with marked functional impairment, or who have not improved with low-intensity interventions, are offered either a high-intensity psychological intervention (CBT or applied relaxation) or drug treatment. Sertraline is the first-line drug because it is the most cost-effective SSRI for GAD. Another SSRI or an SNRI is an alternative if sertraline is ineffective, and pregabalin is considered if SSRIs and SNRIs are not tolerated. Benzodiazepines should not be offered except short term during a crisis, antipsychotics such as quetiapine should not be offered for GAD in primary care, and beta-blockers treat only physical symptoms.",
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 9. Mastery Mock Pool (level 9)
  // ---------------------------------------------------------------------------
  {
    name: "Mastery Mock Pool",
    level: 9,
    rank: 9,
    questions: [
      {
        question_text:
          "A 15-year-old girl attends her GP alone asking to start the combined oral contraceptive pill. She is in a relationship with a 16-year-old boy, intends to continue having sex, and despite encouragement will not tell her parents. She understands the risks and benefits, and there are no signs of coercion, exploitation or other safeguarding concerns. What is the most appropriate action?",
        options: [
          "Prescribe after confirming the Fraser criteria are met",
          "Refuse until she obtains parental consent",
          "Prescribe, then inform her parents",
          "Refer to children's social care as routine",
          "Advise her to return when she is 16",
        ],
        explanation_text:
          "Young people under 16 can consent to treatment if they are Gillick competent, and for contraception the Fraser criteria apply: she understands the advice, cannot be persuaded to tell her parents, is likely to have sex regardless, her health is likely to suffer without contraception, and treatment is in her best interests. If these are met, contraception can be prescribed without parental involvement. GMC guidance for 0-18 year olds requires her confidentiality to be respected unless there is a risk of serious harm, such as abuse or exploitation, in which case information may be shared. Routine referral to social care is not needed without safeguarding concerns, although sexual activity involving a child under 13 should always prompt a safeguarding referral. Refusing or delaying care may lead to an unintended pregnancy and discourage her from seeking help.",
      },
      {
        question_text:
          "A 42-year-old man had a first unprovoked seizure 2 weeks ago. You advised him to stop driving and to inform the DVLA, but he has since been seen driving to work, and when you raise this he says he cannot afford to stop. He has capacity. According to GMC guidance, what is the most appropriate action if further persuasion fails?",
        options: [
          "Tell him you will inform the DVLA, then disclose",
          "Inform the police without telling him",
          "Respect his confidentiality and take no action",
          "Contact his employer to stop him driving",
          "Ask his wife to hide the car keys",
        ],
        explanation_text:
          "Patients are responsible for telling the DVLA about conditions that may affect their fitness to drive, and after a first unprovoked seizure a Group 1 licence holder must usually stop driving for at least 6 months. GMC guidance says that if a patient continues to drive when not fit to do so, you should make every reasonable effort to persuade them to stop, and if this fails you should contact the DVLA promptly and disclose relevant medical information. This disclosure is justified in the public interest because of the risk of death or serious harm to others. You should tell the patient before disclosing, where safe and practicable, and confirm in writing afterwards that the disclosure has been made. Disclosing to his employer, family or the police would not be appropriate.",
      },
      {
        question_text:
          "An 81-year-old man with peripheral arterial disease has a gangrenous right foot, and the vascular team recommends a below-knee amputation to prevent life-threatening sepsis. He understands the information, retains and weighs it, communicates his decision clearly and consistently refuses surgery, saying he would rather die than lose his leg. His daughter asks the team to operate anyway. What is the most appropriate course of action?",
        options: [
          "Respect his refusal and continue supportive care",
          "Proceed with surgery in his best interests",
          "Detain him under the Mental Health Act",
          "Apply to the Court of Protection to authorise surgery",
          "Accept his daughter's consent to surgery",
        ],
        explanation_text:
          "Under the Mental Capacity Act 2005, an adult is presumed to have capacity and has it if they can understand, retain, use and weigh the relevant information and communicate a decision; this man meets all four criteria. A competent adult may refuse any treatment, even if refusal leads to death and others consider the decision unwise, so the team must respect it. The discussion should be documented carefully, alternative care such as antibiotics and analgesia offered, and he should be told he can change his mind. Best-interests decisions and the Court of Protection apply only to people who lack capacity, and the Mental Health Act cannot be used to treat a physical condition unrelated to a mental disorder. His daughter has no legal authority to consent on his behalf.",
      },
      {
        question_text:
          "A 23-year-old woman presents to the emergency department having taken 32 paracetamol 500 mg tablets over the past 20 hours, a few at a time, for toothache and distress. She weighs 58 kg and has no symptoms, and her initial blood tests are being processed. What is the most appropriate management?",
        options: [
          "Start intravenous acetylcysteine immediately",
          "Wait for the paracetamol level and plot it on the nomogram",
          "Give activated charcoal only",
          "Give oral methionine",
          "Discharge with dental follow-up",
        ],
        explanation_text:
          "In a staggered overdose, taken over more than 1 hour, the plasma paracetamol concentration cannot be interpreted using the treatment nomogram. MHRA and TOXBASE guidance is to start IV acetylcysteine immediately, regardless of the paracetamol level, and to decide on stopping it after the course according to repeat bloods (paracetamol, ALT, INR and creatinine). The nomogram, with a treatment line at 100 mg/L at 4 hours, is only valid for a single acute ingestion at a known time 4-15 hours earlier. Activated charcoal is only useful within about 1 hour of ingestion, and oral methionine is not standard UK treatment. A psychosocial assessment should follow once she is medically fit.",
      },
      {
        question_text:
          "A 69-year-old man with chronic kidney disease stage 4 has a serum potassium of 7.2 mmol/L on a repeat, non-haemolysed sample. His ECG shows tall tented T waves and a widened QRS complex. He is alert and his blood pressure is 134/80 mmHg. Which treatment should be given first?",
        options: [
          "Intravenous calcium gluconate 10%, 30 mL",
          "Intravenous insulin with glucose",
          "Nebulised salbutamol 10-20 mg",
          "Oral sodium zirconium cyclosilicate",
          "Urgent haemodialysis",
        ],
        explanation_text:
          "Severe hyperkalaemia (6.5 mmol/L or more) with ECG changes is a medical emergency. The first step is IV calcium, such as 30 mL of 10% calcium gluconate over 5-10 minutes, which stabilises the myocardium within minutes but does not lower potassium; it can be repeated if ECG changes persist. Insulin with glucose (10 units of soluble insulin with 25 g of glucose) is then given to shift potassium into cells, with nebulised salbutamol as an adjunct. Potassium binders such as sodium zirconium cyclosilicate act more slowly, and dialysis is needed for refractory hyperkalaemia or severe renal failure. Blood glucose must be monitored for several hours after insulin because of the risk of hypoglycaemia.",
      },
      {
        question_text:
          "A 34-year-old woman develops widespread urticaria, lip swelling, wheeze and a hoarse voice within minutes of starting intravenous co-amoxiclav on the ward. Her blood pressure is 82/50 mmHg, heart rate 128 bpm and SpO2 89% on air. The infusion has been stopped, she has been laid flat with her legs raised and high-flow oxygen applied. What is the most appropriate next drug treatment?",
        options: [
          "IM adrenaline 500 micrograms (0.5 mL of 1 mg/mL)",
          "IV adrenaline 1 mg bolus",
          "IV chlorphenamine 10 mg",
          "IV hydrocortisone 200 mg",
          "Nebulised salbutamol 5 mg",
        ],
        explanation_text:
          "This is anaphylaxis with airway, breathing and circulation problems. Resuscitation Council UK guidance is intramuscular adrenaline 500 micrograms (0.5 mL of 1 mg/mL) into the anterolateral thigh for adults, repeated after 5 minutes if there is no improvement, together with an IV fluid bolus for hypotension. IV adrenaline 1 mg boluses are for cardiac arrest only; refractory anaphylaxis is treated with an adrenaline infusion given by experienced staff. Antihistamines and corticosteroids are no longer part of the initial emergency treatment, as they act slowly and do not treat the life-threatening features. Mast cell tryptase samples should be taken, and the reaction reported and recorded as an allergy.",
      },
      {
        question_text:
          "A foundation doctor realises that she prescribed, and a nurse gave, a double dose of enoxaparin to a patient this morning. On review the patient is well, with no bleeding and stable observations, and the haematology team advises monitoring only. What is the most appropriate action?",
        options: [
          "Tell the patient, apologise and submit an incident report",
          "Take no action as no harm has occurred",
          "Inform only her consultant, not the patient",
          "Rewrite the drug chart to show the correct dose",
          "Wait 24 hours to see whether harm develops",
        ],
        explanation_text:
          "GMC guidance on openness and honesty (the professional duty of candour) requires doctors to tell patients when something has gone wrong with their care that has caused, or could cause, harm or distress. She should explain what happened, offer a sincere apology, describe what is being done to monitor the patient and put things right, and record this in the notes. The error should also be reported through the local incident reporting system so that the organisation can learn from it, and her senior should be informed. Incidents must be disclosed and reported even when no harm results. Rewriting records to conceal an error is dishonest and would be a serious probity concern.",
      },
      {
        question_text:
          "You are a junior doctor on a surgical team. Shortly before a theatre list, you notice that your registrar smells strongly of alcohol, is slurring his words and is unsteady on his feet. He is about to scrub for an operation. What is the most appropriate immediate action?",
        options: [
          "Stop him operating by escalating to the consultant now",
          "Report him directly to the GMC before the list",
          "Say nothing and observe the operation closely",
          "Speak to him privately after the list has finished",
          "Tell the patient and ask whether they want to proceed",
        ],
        explanation_text:
          "GMC guidance requires doctors to act promptly if patient safety is, or may be, seriously compromised by a colleague's health, conduct or performance. The immediate priority is to protect the patient, so the registrar must not operate, and the responsible consultant or clinical lead should be told straight away. Waiting until after the list would expose patients to avoidable harm, and involving the patient would be inappropriate and unprofessional. The concern should then be raised through local clinical governance, occupational health support offered to the colleague, and a GMC referral made if local action is insufficient or the risk is serious. You should document your concerns and the actions you took.",
      },
      {
        question_text:
          "A 67-year-old woman is brought in with 2 days of dysuria and fever and is now drowsy. Her temperature is 39.3°C, respiratory rate 26/min, heart rate 124 bpm, blood pressure 84/48 mmHg and venous lactate 4.6 mmol/L. She has no known allergies and no history of heart failure. What is the most appropriate immediate management?",
        options: [
          "IV antibiotics within 1 hour and a 500 mL crystalloid bolus",
          "Oral nitrofurantoin and review in 24 hours",
          "Await urine culture results before antibiotics",
          "IV 20% human albumin as the first fluid",
          "Start noradrenaline before giving any fluid",
        ],
        explanation_text:
          "She has features of high-risk sepsis from a urinary source, with hypotension, tachycardia, tachypnoea, altered mental state and a lactate above 4 mmol/L. NICE recommends immediate senior review, broad-spectrum IV antibiotics within 1 hour, and a 500 mL bolus of crystalloid over less than 15 minutes, repeated according to response, with early involvement of critical care. Blood cultures should be taken before antibiotics but must not delay them, and waiting for urine culture results would be dangerous. Oral antibiotics are inadequate in septic shock, and albumin is not a first-line resuscitation fluid. Vasopressors are started in critical care if hypotension persists despite fluid resuscitation.",
      },
      {
        question_text:
          "A 79-year-old man fell from a ladder at home 10 days ago, fractured his neck of femur and underwent hemiarthroplasty. He was recovering well but collapsed and died this morning, and the clinical team believes the cause was a pulmonary embolism. His family would like the funeral arranged quickly. What is the most appropriate action?",
        options: [
          "Report the death to the coroner",
          "Complete the MCCD with pulmonary embolism as the cause",
          "Complete the MCCD with old age as the cause",
          "Request consent for a hospital post-mortem instead",
          "Ask his GP to complete the death certificate",
        ],
        explanation_text:
          "Deaths that may be due to an injury, including a fall and its complications, are regarded as unnatural and must be reported to the coroner, even when the immediate cause such as pulmonary embolism seems clear. Under the Notification of Deaths Regulations 2019, doctors in England and Wales must notify the coroner if a death may be related to injury, violence, poisoning, medical treatment or neglect, or if the cause is unknown. The coroner may then order a post-mortem and inquest, or allow a certificate to be issued. A medical certificate of cause of death should not be completed independently in this situation, and old age would be inaccurate. A consented hospital post-mortem cannot replace referral to the coroner.",
      },
      {
        question_text:
          "A 74-year-old man with type 2 diabetes and hypertension presents with 3 days of diarrhoea and vomiting. His creatinine has risen from 92 to 248 µmol/L, potassium is 5.6 mmol/L and blood pressure 104/62 mmHg. His regular medicines are ramipril, atorvastatin, levothyroxine, omeprazole and paracetamol. Which of these is most important to withhold now?",
        options: ["Ramipril", "Atorvastatin", "Levothyroxine", "Omeprazole", "Paracetamol"],
        explanation_text:
          "He has acute kidney injury (creatinine more than 1.5 times baseline) due to volume depletion, with hyperkalaemia and relative hypotension. NICE advises stopping drugs that may worsen renal perfusion or function, and ACE inhibitors such as ramipril reduce efferent arteriolar tone, lowering glomerular filtration pressure, and raise potassium. Other medicines commonly withheld in AKI include ARBs, diuretics, NSAIDs, metformin and nephrotoxic drugs such as aminoglycosides. Atorvastatin, levothyroxine and paracetamol at usual doses do not need to be stopped, and omeprazole does not cause haemodynamic renal impairment. Treatment is IV fluid resuscitation with monitoring of urine output and electrolytes, and ramipril is restarted once renal function recovers.",
      },
      {
        question_text:
          "A 72-year-old woman taking warfarin for atrial fibrillation has a routine INR of 8.6, two weeks after a course of clarithromycin. She has no bleeding, bruising or other symptoms. What is the most appropriate management?",
        options: [
          "Withhold warfarin and give oral vitamin K 1-5 mg",
          "IV vitamin K 5 mg and prothrombin complex concentrate",
          "Omit one dose and continue at the same dose",
          "Transfuse fresh frozen plasma",
          "Stop warfarin permanently and start aspirin",
        ],
        explanation_text:
          "For an INR above 8.0 without bleeding, the BNF advises stopping warfarin and giving phytomenadione (vitamin K) 1-5 mg by mouth using the IV preparation, repeating the dose if the INR is still too high after 24 hours, and restarting warfarin when the INR is below 5.0. IV vitamin K with prothrombin complex concentrate is reserved for major bleeding, and fresh frozen plasma is used only if PCC is unavailable. For an INR of 5.0-8.0 without bleeding, withholding one or two doses and reducing the maintenance dose is usually sufficient. Clarithromycin inhibits warfarin metabolism and is a common cause of a raised INR. Aspirin is not an effective alternative to anticoagulation for stroke prevention in AF.",
      },
    ],
  },
];
