import { describe, expect, it } from 'vitest';
import { englishClause, joinedDuties } from './evidence-clause.ts';

describe('an English CV bullet told in the first person', () => {
  it("puts one colon's details in brackets after the verb", () => {
    expect(englishClause('Track the cost improvement programme: £9.4m of savings delivered in 2023/24', { current: true, turn: 0 })).toBe('I track the cost improvement programme (£9.4m of savings delivered in 2023/24)');
    // A heavy-vehicle technician's result, a heating engineer's and a finance analyst's: the details' own bracket becomes a comma.
    expect(englishClause('MOT preparation: 96% first-time pass rate on the 2024–2025 annual tests (national average 89%)', { current: true, turn: 0 })).toBe(
      'my work covers MOT preparation (96% first-time pass rate on the 2024–2025 annual tests, national average 89%)',
    );
    expect(englishClause('Boiler installs: 150+ combi swaps and system conversions since 2019', { current: false, turn: 0 })).toBe('my work covered boiler installs (150+ combi swaps and system conversions since 2019)');
    // A workplace before the colon is no activity: its figures are not said as work.
    expect(englishClause('Payroll bureau: 35 small clients, around 400 payslips a month on BrightPay', { current: true, turn: 0 })).not.toMatch(/^my work covers payroll bureau/u);
    expect(englishClause('Track the cost improvement programme: £9.4m of savings delivered (target £8m)', { current: false, turn: 0 })).toBe('I tracked the cost improvement programme (£9.4m of savings delivered, target £8m)');
    expect(englishClause('Reduced invoice errors: from 6% to 1.5%', { current: false, turn: 0 })).toBe('I reduced invoice errors (from 6% to 1.5%)');
  });

  it('tells the actions of a line of several and leaves out what no verb takes', () => {
    expect(englishClause('Unload 20+ cages a night, 10pm-7am, run the chiller aisle, team of 8', { current: true, turn: 0 })).toBe('I unload 20+ cages a night and run the chiller aisle');
    expect(englishClause('Open the shop at 6am, cash up, check the tills', { current: false, turn: 0 })).toBe('I opened the shop at 6am and checked the tills');
    expect(englishClause('Manage supplier and AV bookings, floor plans and budgets up to £60k', { current: true, turn: 0 })).toBe('I manage supplier and AV bookings, floor plans and budgets up to £60k');
  });

  it('knows the compound verb UK CVs write open or hyphenated', () => {
    expect(englishClause('Line manage two finance analysts', { current: true, turn: 0 })).toBe('I line-manage two finance analysts');
    expect(englishClause('Line-manage 3 staff', { current: false, turn: 0 })).toBe('I line-managed 3 staff');
  });

  it('takes a list of tasks, never a list of traits or hours', () => {
    expect(englishClause('scanning, loading cages', { current: false, turn: 0 })).toBe('my work covered scanning and loading cages');
    // 'Stock' and 'Invoice' before a bare noun that ends the item open a compound noun (duty-verbs.json), never 'I stocked control'.
    expect(englishClause('Stock control, rotas, customer complaints', { current: false, turn: 0 })).toBeNull();
    expect(englishClause('Invoice input, bank reconciliations, filing', { current: false, turn: 0 })).toBe('my work covered invoice input, bank reconciliations and filing');
    expect(englishClause('Stock the shelves and check dates', { current: true, turn: 0 })).toBe('I stock the shelves and check dates');
    expect(englishClause('fit, reliable, early riser', { current: false, turn: 0 })).toBeNull();
  });
});

describe('two words joined by and', () => {
  it('conjugates two verbs, and writes nothing when the second is no verb', () => {
    expect(englishClause('Manages and trains 6 staff on the night shift', { current: false, turn: 0 })).toBe('I managed and trained 6 staff on the night shift');
    expect(englishClause('Cash and card payments, balancing the float at end of shift', { current: true, turn: 0 })).toBeNull();
  });
});

describe('a measure that moved', () => {
  it('is told with the measure as its subject, never as work', () => {
    expect(englishClause('Unknown loss in my store down 23% in 2024', { current: true, turn: 0 })).toBe('unknown loss in my store went down 23% in 2024');
    expect(englishClause('Pick rate up from 118 to 141 units per hour in 12 months', { current: false, turn: 0 })).toBe('pick rate went up from 118 to 141 units per hour in 12 months');
  });
});

describe("a verb's form before an -ing word", () => {
  it('is a noun phrase, never a verb', () => {
    expect(englishClause('Cash handling and end-of-day till reconciliation', { current: false, turn: 0 })).toBeNull();
    expect(englishClause('Ticket scanning and wristband checks', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Manage ordering for the bar', { current: true, turn: 0 })).toBeNull();
  });
});


describe('a figure before a rate', () => {
  it("takes 'a'", () => {
    expect(englishClause('108% average pick rate in 2019', { current: false, turn: 0 })).toBe('I achieved a 108% average pick rate in 2019');
    expect(englishClause('£4,000 above target in 2023', { current: true, turn: 0 })).toBe('I achieved £4,000 above target in 2023');
  });

  it('is one result: a line of several after commas is no object of achieved', () => {
    expect(englishClause('74 completions in 2025, 96% first-time pass rate on file checks, protection referrals on 40% of cases', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('70 inbound calls a day, billing and outage questions, Freshdesk tickets, 94% CSAT', { current: false, turn: 0 })).toBeNull();
  });
});

describe("a list whose earlier item holds its own 'and'", () => {
  it("still takes the list's 'and' before its last item", () => {
    expect(joinedDuties('purchase and sales ledgers, balance sheet reconciliations, VAT returns')).toBe('purchase and sales ledgers, balance sheet reconciliations and VAT returns');
    expect(joinedDuties('patrols, lock-up and unlock of the centre, incident reports')).toBe('patrols, lock-up and unlock of the centre and incident reports');
    expect(joinedDuties('cash-up and card reconciliation, late shifts and weekends')).toBe('cash-up and card reconciliation, late shifts and weekends');
  });
});

describe('a counted result told by its verb', () => {
  it('tells the figure as what the candidate did', () => {
    expect(englishClause('£28m of lending written in 2023, mostly first-time buyers and remortgages', { current: true, turn: 0 })).toBe('I wrote £28m of lending in 2023, mostly first-time buyers and remortgages');
    expect(englishClause('£9.4m of savings delivered in 2023/24', { current: false, turn: 0 })).toBe('I delivered £9.4m of savings in 2023/24');
  });
});

describe('a rating after its figure', () => {
  it("takes 'a' too", () => {
    expect(englishClause('4.9 customer rating', { current: false, turn: 0 })).toBe('I achieved a 4.9 customer rating');
  });
});

describe("two verbs' forms before a verb's -s form", () => {
  it('are a noun phrase, never told after I', () => {
    expect(englishClause('Stock and price checks with a handheld scanner', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Manages and trains 6 staff', { current: true, turn: 0 })).toBe('I manage and train 6 staff');
  });
});

describe('a compound in -ed', () => {
  it("is an adjective, never the past of a verb ('RabbitMQ-based')", () => {
    expect(englishClause('RabbitMQ-based job queue, 99.95% uptime', { current: true, turn: 0 }) ?? '').not.toMatch(/^I RabbitMQ/u);
    expect(englishClause('Automated the weekly report', { current: false, turn: 0 })).toBe('I automated the weekly report');
  });
});

describe('a participle before a compound', () => {
  it('names a register, never told as a past verb', () => {
    expect(englishClause('Controlled drugs register and date checking', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Fixed assets register and depreciation', { current: false, turn: 0 })).toBeNull();
  });

  it('leaves a past verb and its object as they are', () => {
    expect(englishClause('Handled complaints daily', { current: false, turn: 0 })).toBe('I handled complaints daily');
    expect(englishClause('Automated weekly trading reports in SQL', { current: false, turn: 0 })).toBe('I automated weekly trading reports in SQL');
  });
});

describe('an ordinal opening a line', () => {
  it('is a rank, never a result achieved', () => {
    expect(englishClause('1st and 2nd line support for 2,400 students and 300 staff', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('18th Edition BS 7671', { current: false, turn: 0 })).toBeNull();
  });
});

describe('a passive CV line', () => {
  // A care assistant's line ('I care notes recorded…' before) and a store manager's ('my work includes payroll hours kept…').
  it('tells the thing done by the candidate, in the tense of the job', () => {
    expect(englishClause('Care notes recorded on a handheld device (PCS)', { current: true, turn: 0 })).toBe('I record care notes on a handheld device (PCS)');
    expect(englishClause('Payroll hours kept within budget every quarter', { current: false, turn: 0 })).toBe('I kept payroll hours within budget every quarter');
  });
});

describe('a promotion', () => {
  it("is told in the passive: 'was' before what was done to the candidate", () => {
    expect(englishClause('Promoted to Corporal in 2019 (supervised a shift of 6 technicians)', { current: false, turn: 0 })).toBe('I was promoted to Corporal in 2019 (supervised a shift of 6 technicians)');
    expect(englishClause('Made foreman in 2012', { current: false, turn: 0 })).toBe('I was made foreman in 2012');
    expect(englishClause('Made 200 deliveries a week', { current: false, turn: 0 })).toBe('I made 200 deliveries a week');
  });
});

describe('a passive line of two things', () => {
  it("is the candidate's act too", () => {
    expect(englishClause("Service reports and work orders completed on the site's maintenance system", { current: true, turn: 0 })).toBe("I completed service reports and work orders on the site's maintenance system");
  });
});

describe('a participle and its negation', () => {
  it('qualify a noun: no clause opens on them', () => {
    expect(englishClause('Scheduled and unscheduled maintenance on Typhoon aircraft: hydraulics, flying controls', { current: false, turn: 0 })).toBeNull();
    expect(englishClause('Designed and analysed 40+ A/B tests on checkout', { current: false, turn: 0 })).toBe('I designed and analysed 40+ A/B tests on checkout');
  });
});

describe('round twenty-seven\'s English lines', () => {
  it("reads a prefixed past and an irregular one as verbs ('De-escalated', 'Spoke')", () => {
    expect(englishClause('De-escalated confrontations at the gate with local contractors', { current: false, turn: 0 })).toBe('I de-escalated confrontations at the gate with local contractors');
    expect(englishClause("Spoke at assemblies and parents' evenings", { current: false, turn: 0 })).toBe("I spoke at assemblies and parents' evenings");
  });

  it("tells no 'own' before a bare noun, nor an -ing sentence with its own verb", () => {
    expect(englishClause('Own full toolkit', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Own caseload of around 45 freehold sales and purchases', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Running the business has been good for me, but I now want a steady job', { current: true, turn: 0 })).toBeNull();
    expect(englishClause('Running weekly stock counts across two sites', { current: true, turn: 0 })).toBe('my work involves running weekly stock counts across two sites');
  });
});

