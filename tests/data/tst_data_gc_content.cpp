// Galaxy Command content: the shipped files against the rulebook, the writers, and every
// message of the loaders and the cross-file checks.

#include "data/data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace starboard;

namespace {

const QString kGc = QStringLiteral(":/data/galaxy-command/");

QJsonObject shipped(const char *name)
{
    QFile file(kGc + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject json(const QString &text)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

std::shared_ptr<const gc::Content> shippedContent(QStringList &errors,
                                                  const data::ContentFiles &files = {})
{
    return std::dynamic_pointer_cast<const gc::Content>(
        data::loadContent("galaxy-command", files, errors));
}

// Each returns the loader's errors, or a complaint when its return value disagrees.
QStringList deckErrors(const QJsonObject &doc)
{
    QStringList errors;
    std::vector<gc::Card> cards;
    if (data::loadGcDeck(doc, QStringLiteral("d.json"), cards, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QStringList technologiesErrors(const QJsonObject &doc)
{
    QStringList errors;
    std::vector<gc::Technology> technologies;
    if (data::loadGcTechnologies(doc, QStringLiteral("t.json"), technologies, errors) !=
        errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

QStringList rulesetErrors(const QJsonObject &doc)
{
    QStringList errors;
    gc::Ruleset ruleset;
    if (data::loadGcRuleset(doc, QStringLiteral("r.json"), ruleset, errors) != errors.isEmpty())
        return {QStringLiteral("return value disagrees with the errors")};
    return errors;
}

// A deck document with the given cards (JSON text of the array's elements).
QJsonObject deck(const char *cards)
{
    return json(QStringLiteral(R"({"format": "starboard.gc-deck", "formatVersion": 1, "id": "d",
                                   "name": "D", "cards": [%1]})")
                    .arg(QLatin1String(cards)));
}

// A member of an object replaced (removed when `value` is undefined).
QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

// The shipped technology mat with member `key` of technology `index` replaced.
QJsonObject technologyWith(qsizetype index, const QString &key, const QJsonValue &value)
{
    QJsonObject doc = shipped("technologies.json");
    QJsonArray list = doc.value(QLatin1String("technologies")).toArray();
    list[index] = with(list[index].toObject(), key, value);
    doc.insert(QStringLiteral("technologies"), list);
    return doc;
}

QJsonObject rulesetWith(const QString &key, const QJsonValue &value)
{
    return with(shipped("ruleset.json"), key, value);
}

// The shipped ruleset with member `key` of rank `index` replaced.
QJsonObject rankWith(qsizetype index, const QString &key, const QJsonValue &value)
{
    QJsonObject doc = shipped("ruleset.json");
    QJsonArray ranks = doc.value(QLatin1String("ranks")).toArray();
    ranks[index] = with(ranks[index].toObject(), key, value);
    doc.insert(QStringLiteral("ranks"), ranks);
    return doc;
}

// content.h has no operator==: the members compared one by one.
void compareCards(const std::vector<gc::Card> &a, const std::vector<gc::Card> &b)
{
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].number, b[i].number);
        QCOMPARE(a[i].id, b[i].id);
        QCOMPARE(a[i].name, b[i].name);
        QCOMPARE(a[i].kind, b[i].kind);
        QCOMPARE(a[i].original, b[i].original);
        QCOMPARE(a[i].metal, b[i].metal);
        QCOMPARE(a[i].wealth, b[i].wealth);
        QCOMPARE(a[i].resistance, b[i].resistance);
        QCOMPARE(a[i].victoryPoints, b[i].victoryPoints);
        QCOMPARE(a[i].event, b[i].event);
        for (std::size_t y = 0; y < 2; ++y) {
            QCOMPARE(a[i].years[y].resource, b[i].years[y].resource);
            QCOMPARE(a[i].years[y].amount, b[i].years[y].amount);
        }
        QCOMPARE(a[i].threshold, b[i].threshold);
        QCOMPARE(a[i].rollAtLeast, b[i].rollAtLeast);
    }
}

void compareTechnologies(const std::vector<gc::Technology> &a, const std::vector<gc::Technology> &b)
{
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].tech, b[i].tech);
        QCOMPARE(a[i].id, b[i].id);
        QCOMPARE(a[i].name, b[i].name);
        QCOMPARE(a[i].text, b[i].text);
        QCOMPARE(a[i].row, b[i].row);
        QCOMPARE(a[i].generation, b[i].generation);
        QCOMPARE(a[i].cost, b[i].cost);
        QCOMPARE(a[i].victoryPoints, b[i].victoryPoints);
    }
}

void compareRulesets(const gc::Ruleset &a, const gc::Ruleset &b)
{
    QCOMPARE(a.id, b.id);
    QCOMPARE(a.name, b.name);
    QCOMPARE(a.deck, b.deck);
    QCOMPARE(a.dieSides, b.dieSides);
    QCOMPARE(a.nearPerPlayer, b.nearPerPlayer);
    QCOMPARE(a.distantPerPlayer, b.distantPerPlayer);
    QCOMPARE(a.yearEvents, b.yearEvents);
    QCOMPARE(a.startMetalProduction, b.startMetalProduction);
    QCOMPARE(a.startWealthProduction, b.startWealthProduction);
    QCOMPARE(a.storageLimit, b.storageLimit);
    QCOMPARE(a.storageLimitBanking, b.storageLimitBanking);
    QCOMPARE(a.militaryLimit, b.militaryLimit);
    QCOMPARE(a.militaryLimitCapital, b.militaryLimitCapital);
    QCOMPARE(a.militaryMetalCost, b.militaryMetalCost);
    QCOMPARE(a.militaryWealthCost, b.militaryWealthCost);
    QCOMPARE(a.commerceGive, b.commerceGive);
    QCOMPARE(a.commerceGet, b.commerceGet);
    QCOMPARE(a.explorationBonus, b.explorationBonus);
    QCOMPARE(a.scientificBonus, b.scientificBonus);
    QCOMPARE(a.warlordBonus, b.warlordBonus);
    QCOMPARE(a.distantToWinPerPlayer, b.distantToWinPerPlayer);
    QCOMPARE(a.ranks.size(), b.ranks.size());
    for (std::size_t i = 0; i < a.ranks.size(); ++i) {
        QCOMPARE(a.ranks[i].id, b.ranks[i].id);
        QCOMPARE(a.ranks[i].name, b.ranks[i].name);
        QCOMPARE(a.ranks[i].minScore, b.ranks[i].minScore);
    }
}

const char *kNear =
    R"({"number": 1, "id": "a", "name": "A", "kind": "near", "original": true, "metal": 0,
        "wealth": 1, "resistance": 3, "victoryPoints": 1})";

} // namespace

class TestGcContent : public QObject
{
    Q_OBJECT

private slots:
    void shippedContentLoads()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(content);
        const auto &cards = content->cards;
        const auto count = [&](auto predicate) {
            return int(std::count_if(cards.begin(), cards.end(), predicate));
        };
        QCOMPARE(cards.size(), std::size_t(54));
        QCOMPARE(count([](const gc::Card &c) { return c.original; }), 18);
        QCOMPARE(count([](const gc::Card &c) { return c.kind == gc::CardKind::Near; }), 24);
        QCOMPARE(count([](const gc::Card &c) { return c.kind == gc::CardKind::Distant; }), 12);
        QCOMPARE(count([](const gc::Card &c) {
                     return c.kind == gc::CardKind::Event || c.kind == gc::CardKind::RedAlert;
                 }),
                 18);
        QCOMPARE(count([](const gc::Card &c) { return c.kind == gc::CardKind::RedAlert; }), 4);
        // Numbered 1-54 in order; the original game's cards are 1-18.
        for (std::size_t i = 0; i < cards.size(); ++i) {
            QCOMPARE(cards[i].number, int(i) + 1);
            QCOMPARE(cards[i].original, i < 18);
        }
        QCOMPARE(content->ruleset.deck, gc::DeckChoice::Full);
        QCOMPARE(content->ruleset.ranks.size(), std::size_t(5));

        // The eight technologies in gc::Tech order, first generation left.
        QCOMPARE(content->technologies.size(), std::size_t(gc::kTechCount));
        for (int i = 0; i < gc::kTechCount; ++i) {
            const auto &tech = content->technologies[std::size_t(i)];
            QCOMPARE(tech.tech, gc::Tech(i));
            QCOMPARE(tech.row, i / 2);
            QCOMPARE(tech.generation, i % 2 + 1);
            QCOMPARE(tech.victoryPoints, tech.generation);
        }
        QCOMPARE(content->technologies[7].id, std::string("interstellar-banking"));

        // The original solitaire game: 18 cards are enough for one player.
        data::ContentFiles original;
        original.ruleset = kGc + QStringLiteral("ruleset-original.json");
        const auto originalContent = shippedContent(errors, original);
        QCOMPARE(errors, QStringList{});
        QVERIFY(originalContent);
        QCOMPARE(originalContent->ruleset.deck, gc::DeckChoice::Original);
    }

    // The rulebook's cards quoted in its text.
    void cardsMatchRulebook()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        const auto &cards = content->cards;
        // Card 8, Epsilon Eridani: near, resistance 8, 0/0/1.
        QCOMPARE(cards[7].kind, gc::CardKind::Near);
        QCOMPARE(cards[7].resistance, 8);
        QCOMPARE(cards[7].victoryPoints, 1);
        // Card 1, Canopus: distant, resistance 9.
        QCOMPARE(cards[0].kind, gc::CardKind::Distant);
        QCOMPARE(cards[0].resistance, 9);
        // Card 14, Large Invasion Force: +2 / +3.
        QCOMPARE(cards[13].event, gc::EventKind::Invasion);
        QCOMPARE(cards[13].years[0].amount, 2);
        QCOMPARE(cards[13].years[1].amount, 3);
        // Card 12, Asteroid: 1 then 2 wealth.
        QCOMPARE(cards[11].event, gc::EventKind::Resource);
        QCOMPARE(cards[11].years[1].resource, gc::Resource::Wealth);
        QCOMPARE(cards[11].years[1].amount, 2);
        // Card 52, Military Coup: military 5 rolls; on 5 or 6 loses 2.
        QCOMPARE(cards[51].kind, gc::CardKind::RedAlert);
        QCOMPARE(cards[51].event, gc::EventKind::Coup);
        QCOMPARE(cards[51].threshold, 5);
        QCOMPARE(cards[51].rollAtLeast, 5);
        QCOMPARE(cards[51].years[0].amount, 2);
    }

    void rulesetsMatchRulebook()
    {
        QStringList errors;
        gc::Ruleset rules;
        rules.dieSides = 0; // so that every member must come from the file
        QVERIFY(data::loadGcRuleset(shipped("ruleset.json"), QStringLiteral("ruleset.json"), rules,
                                    errors));
        QCOMPARE(errors, QStringList{});
        // content.h's defaults are the rulebook's numbers; the shipped ruleset repeats them.
        gc::Ruleset book;
        book.ranks = rules.ranks;
        compareRulesets(rules, book);
        QCOMPARE(rules.ranks.back().id, std::string("admiral"));
        QCOMPARE(rules.ranks.back().minScore, 17);

        // The original ruleset differs in its id, name and deck only.
        QJsonObject a = shipped("ruleset.json");
        QJsonObject b = shipped("ruleset-original.json");
        for (const char *key : {"id", "name", "deck"}) {
            a.remove(QLatin1String(key));
            b.remove(QLatin1String(key));
        }
        QCOMPARE(a, b);
    }

    void writersRoundTrip()
    {
        QStringList errors;
        const auto content = shippedContent(errors);
        QVERIFY(content);
        QCOMPARE(data::gcDeckToJson(content->cards), shipped("deck.json"));
        QCOMPARE(data::gcTechnologiesToJson(content->technologies), shipped("technologies.json"));
        QCOMPARE(data::gcRulesetToJson(content->ruleset), shipped("ruleset.json"));

        gc::Ruleset original;
        QVERIFY(data::loadGcRuleset(shipped("ruleset-original.json"), QStringLiteral("o.json"),
                                    original, errors));
        QCOMPARE(data::gcRulesetToJson(original), shipped("ruleset-original.json"));

        // load(toJson(x)) == x
        std::vector<gc::Card> cards;
        QVERIFY(data::loadGcDeck(
            data::gcDeckToJson(content->cards, QStringLiteral("mine"), QStringLiteral("My deck")),
            QStringLiteral("x"), cards, errors));
        compareCards(cards, content->cards);
        std::vector<gc::Technology> technologies;
        QVERIFY(data::loadGcTechnologies(data::gcTechnologiesToJson(content->technologies),
                                         QStringLiteral("x"), technologies, errors));
        compareTechnologies(technologies, content->technologies);
        gc::Ruleset rules;
        QVERIFY(data::loadGcRuleset(data::gcRulesetToJson(content->ruleset), QStringLiteral("x"),
                                    rules, errors));
        compareRulesets(rules, content->ruleset);
        QCOMPARE(errors, QStringList{});

        const QJsonObject mine =
            data::gcDeckToJson({}, QStringLiteral("mine"), QStringLiteral("M"));
        QCOMPARE(mine.value(QLatin1String("id")).toString(), QStringLiteral("mine"));
        QCOMPARE(mine.value(QLatin1String("name")).toString(), QStringLiteral("M"));
    }

    void deckErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("valid") << deck(kNear) << QStringList{};
        QTest::newRow("every kind of event valid")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": false,
                        "event": "resource", "year1": {"resource": "metal", "amount": 1},
                        "year2": {"resource": "wealth", "amount": 0}},
                       {"number": 2, "id": "b", "name": "B", "kind": "event", "original": false,
                        "event": "strike"},
                       {"number": 3, "id": "c", "name": "C", "kind": "event", "original": false,
                        "event": "revolt", "year1": {"amount": 0}, "year2": {"amount": 2}},
                       {"number": 4, "id": "d", "name": "D", "kind": "red-alert", "original": false,
                        "event": "ambush", "year1": {"amount": 1}, "year2": {"amount": 2},
                        "threshold": 0})")
            << QStringList{};
        QTest::newRow("empty") << deck("")
                               << QStringList{
                                      QStringLiteral("d.json: /cards: the deck must not be empty")};
        QTest::newRow("unknown key, missing key")
            << json(QStringLiteral(R"({"format": "starboard.gc-deck", "formatVersion": 1,
                                       "id": "d", "card": []})"))
            << QStringList{QStringLiteral("d.json: (root): missing key 'name'"),
                           QStringLiteral("d.json: (root): missing key 'cards'"),
                           QStringLiteral("d.json: (root): unknown key 'card'")};
        QTest::newRow("wrong format")
            << json(QStringLiteral(R"({"format": "starboard.deck", "formatVersion": 1})"))
            << QStringList{QStringLiteral(
                   "d.json: /format: expected 'starboard.gc-deck', found 'starboard.deck'")};
        QTest::newRow("card not an object")
            << deck("5")
            << QStringList{QStringLiteral("d.json: /cards/0: expected an object, found a number")};
        QTest::newRow("duplicate number and id")
            << deck(qPrintable(QStringLiteral("%1, %1").arg(QLatin1String(kNear))))
            << QStringList{QStringLiteral("d.json: /cards/1/number: duplicate card number 1 (first "
                                          "at /cards/0/number)"),
                           QStringLiteral("d.json: /cards/1/id: duplicate id 'a' (first at "
                                          "/cards/0/id)")};
        QTest::newRow("number, id, name, original")
            << deck(R"({"number": 1000, "id": "A", "name": "", "kind": "near", "original": "yes",
                        "metal": 0, "wealth": 1, "resistance": 3, "victoryPoints": 1, "colour": 1})")
            << QStringList{
                   QStringLiteral(
                       "d.json: /cards/0/number: must be between 1 and 999 (found 1000)"),
                   QStringLiteral("d.json: /cards/0/id: 'A' is not a valid id (use lowercase "
                                  "letters, digits and '-')"),
                   QStringLiteral("d.json: /cards/0/name: must not be empty"),
                   QStringLiteral(
                       "d.json: /cards/0/original: expected true or false, found a string"),
                   QStringLiteral("d.json: /cards/0: unknown key 'colour'")};
        QTest::newRow("unknown kind")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "moon", "original": true,
                        "resistance": 3})")
            << QStringList{QStringLiteral("d.json: /cards/0/kind: must be one of 'near', "
                                          "'distant', 'event', 'red-alert' (found 'moon')")};
        QTest::newRow("system ranges")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "distant", "original": true,
                        "metal": 100, "wealth": -1, "resistance": 0, "victoryPoints": 100})")
            << QStringList{
                   QStringLiteral("d.json: /cards/0/metal: must be between 0 and 99 (found 100)"),
                   QStringLiteral("d.json: /cards/0/wealth: must be between 0 and 99 (found -1)"),
                   QStringLiteral(
                       "d.json: /cards/0/resistance: must be between 1 and 99 (found 0)"),
                   QStringLiteral(
                       "d.json: /cards/0/victoryPoints: must be between 0 and 99 (found 100)")};
        QTest::newRow("system without resistance")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "near", "original": true,
                        "metal": 0, "wealth": 1, "victoryPoints": 1})")
            << QStringList{QStringLiteral("d.json: /cards/0: missing key 'resistance'")};
        QTest::newRow("system with an event")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "near", "original": true,
                        "metal": 0, "wealth": 1, "resistance": 3, "victoryPoints": 1,
                        "event": "peace", "year1": {"amount": 1}, "year2": {"amount": 1},
                        "threshold": 1, "rollAtLeast": 2})")
            << QStringList{
                   QStringLiteral(
                       "d.json: /cards/0/event: 'event' is for events and red alerts only"),
                   QStringLiteral(
                       "d.json: /cards/0/year1: 'year1' is for events and red alerts only"),
                   QStringLiteral(
                       "d.json: /cards/0/year2: 'year2' is for events and red alerts only"),
                   QStringLiteral(
                       "d.json: /cards/0/threshold: 'threshold' is for events and red alerts only"),
                   QStringLiteral("d.json: /cards/0/rollAtLeast: 'rollAtLeast' is for events and "
                                  "red alerts only")};
        QTest::newRow("event with system values")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "peace", "metal": 1, "wealth": 1, "resistance": 2,
                        "victoryPoints": 1})")
            << QStringList{
                   QStringLiteral("d.json: /cards/0/metal: 'metal' is for systems only"),
                   QStringLiteral("d.json: /cards/0/wealth: 'wealth' is for systems only"),
                   QStringLiteral("d.json: /cards/0/resistance: 'resistance' is for systems only"),
                   QStringLiteral(
                       "d.json: /cards/0/victoryPoints: 'victoryPoints' is for systems only")};
        QTest::newRow("event without an event")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true})")
            << QStringList{QStringLiteral("d.json: /cards/0: missing key 'event'")};
        QTest::newRow("red alert event on an event card")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "coup", "year1": {"amount": 2}, "year2": {"amount": 2},
                        "threshold": 5, "rollAtLeast": 5})")
            << QStringList{QStringLiteral(
                   "d.json: /cards/0/event: must be one of 'resource', 'strike', 'revolt', "
                   "'invasion', 'peace' (found 'coup')")};
        QTest::newRow("event card event on a red alert")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "red-alert", "original": true,
                        "event": "strike"})")
            << QStringList{QStringLiteral("d.json: /cards/0/event: must be one of 'coup', 'raid', "
                                          "'ambush' (found 'strike')")};
        QTest::newRow("unknown event")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "flood", "year1": {"resource": "metal", "amount": 1}})")
            << QStringList{QStringLiteral(
                   "d.json: /cards/0/event: must be one of 'resource', 'strike', 'revolt', "
                   "'invasion', 'peace' (found 'flood')")};
        QTest::newRow("strike with years and a threshold")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "strike", "year1": {"amount": 1}, "threshold": 1})")
            << QStringList{
                   QStringLiteral("d.json: /cards/0/year1: 'year1' is not used by 'strike' events"),
                   QStringLiteral(
                       "d.json: /cards/0/threshold: 'threshold' is not used by 'strike' events")};
        QTest::newRow("revolt with a resource and a roll")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "revolt", "year1": {"resource": "metal", "amount": 1},
                        "year2": {"amount": 100}, "rollAtLeast": 3})")
            << QStringList{
                   QStringLiteral("d.json: /cards/0/year1/resource: 'resource' is not used by "
                                  "'revolt' events"),
                   QStringLiteral(
                       "d.json: /cards/0/year2/amount: must be between 0 and 99 (found 100)"),
                   QStringLiteral("d.json: /cards/0/rollAtLeast: 'rollAtLeast' is not used by "
                                  "'revolt' events")};
        QTest::newRow("resource event without a resource and a year")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "resource", "year1": {"amount": 1}})")
            << QStringList{QStringLiteral("d.json: /cards/0/year1: missing key 'resource'"),
                           QStringLiteral("d.json: /cards/0: missing key 'year2'")};
        QTest::newRow("bad years")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "event", "original": true,
                        "event": "resource", "year1": {"resource": "gold", "amount": 1, "amont": 2},
                        "year2": 3})")
            << QStringList{
                   QStringLiteral("d.json: /cards/0/year1/resource: must be one of 'metal', "
                                  "'wealth' (found 'gold')"),
                   QStringLiteral("d.json: /cards/0/year1: unknown key 'amont'"),
                   QStringLiteral("d.json: /cards/0/year2: expected an object, found a number")};
        QTest::newRow("coup without threshold and roll")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "red-alert", "original": true,
                        "event": "coup", "year1": {"amount": 2}, "year2": {"amount": 2}})")
            << QStringList{QStringLiteral("d.json: /cards/0: missing key 'threshold'"),
                           QStringLiteral("d.json: /cards/0: missing key 'rollAtLeast'")};
        QTest::newRow("coup ranges")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "red-alert", "original": true,
                        "event": "coup", "year1": {"amount": 2}, "year2": {"amount": -1},
                        "threshold": 100, "rollAtLeast": 0})")
            << QStringList{
                   QStringLiteral(
                       "d.json: /cards/0/year2/amount: must be between 0 and 99 (found -1)"),
                   QStringLiteral(
                       "d.json: /cards/0/threshold: must be between 0 and 99 (found 100)"),
                   QStringLiteral(
                       "d.json: /cards/0/rollAtLeast: must be between 1 and 100 (found 0)")};
        QTest::newRow("raid with a roll")
            << deck(R"({"number": 1, "id": "a", "name": "A", "kind": "red-alert", "original": true,
                        "event": "raid", "year1": {"resource": "wealth", "amount": 1},
                        "year2": {"resource": "wealth", "amount": 2}, "threshold": 3,
                        "rollAtLeast": 4})")
            << QStringList{QStringLiteral(
                   "d.json: /cards/0/rollAtLeast: 'rollAtLeast' is not used by 'raid' events")};
    }

    void deckErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::deckErrors(doc), errors);
    }

    void technologiesErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        const QString id = QStringLiteral("id");
        QTest::newRow("valid") << shipped("technologies.json") << QStringList{};
        QTest::newRow("unknown technology")
            << technologyWith(0, id, QStringLiteral("warp-drive"))
            << QStringList{QStringLiteral(
                   "t.json: /technologies/0/id: must be one of 'capital-ships', "
                   "'forward-star-bases', 'robot-workers', 'planetary-defenses', "
                   "'hyper-television', 'interstellar-diplomacy', 'interspecies-commerce', "
                   "'interstellar-banking' (found 'warp-drive')")};
        QTest::newRow("a technology twice")
            << technologyWith(1, id, QStringLiteral("capital-ships"))
            << QStringList{
                   QStringLiteral("t.json: /technologies/1/id: duplicate id 'capital-ships' "
                                  "(first at /technologies/0/id)"),
                   QStringLiteral("t.json: /technologies: technology 'forward-star-bases' is "
                                  "missing (the mat has each of the 8 technologies once)")};
        QTest::newRow("two in one place")
            << technologyWith(1, QStringLiteral("generation"), 1)
            << QStringList{
                   QStringLiteral("t.json: /technologies/1: row 0 already has a "
                                  "generation-1 technology (/technologies/0)"),
                   QStringLiteral("t.json: /technologies: row 0 has no generation-2 technology")};
        QTest::newRow("a technology missing")
            <<
            [] {
                QJsonObject doc = shipped("technologies.json");
                QJsonArray list = doc.value(QLatin1String("technologies")).toArray();
                list.removeLast();
                doc.insert(QStringLiteral("technologies"), list);
                return doc;
            }()
            << QStringList{
                   QStringLiteral("t.json: /technologies: technology "
                                  "'interstellar-banking' is missing (the mat has each of "
                                  "the 8 technologies once)"),
                   QStringLiteral("t.json: /technologies: row 3 has no generation-2 technology")};
        QTest::newRow("ranges")
            <<
            [] {
                QJsonObject doc = technologyWith(0, QStringLiteral("row"), 4);
                QJsonArray list = doc.value(QLatin1String("technologies")).toArray();
                QJsonObject first = list[0].toObject();
                first.insert(QStringLiteral("generation"), 3);
                first.insert(QStringLiteral("cost"), 100);
                first.insert(QStringLiteral("victoryPoints"), -1);
                list[0] = first;
                doc.insert(QStringLiteral("technologies"), list);
                return doc;
            }()
            << QStringList{
                   QStringLiteral("t.json: /technologies/0/row: must be between 0 and 3 (found 4)"),
                   QStringLiteral(
                       "t.json: /technologies/0/generation: must be between 1 and 2 (found 3)"),
                   QStringLiteral(
                       "t.json: /technologies/0/cost: must be between 0 and 99 (found 100)"),
                   QStringLiteral("t.json: /technologies/0/victoryPoints: must be between 0 and 99 "
                                  "(found -1)")};
        QTest::newRow("misspelt key")
            << with(technologyWith(2, QStringLiteral("text"), QJsonValue(QJsonValue::Undefined)),
                    QStringLiteral("mat"), 1)
            << QStringList{QStringLiteral("t.json: /technologies/2: missing key 'text'"),
                           QStringLiteral("t.json: (root): unknown key 'mat'")};
        QTest::newRow("not a list")
            << with(shipped("technologies.json"), QStringLiteral("technologies"), QJsonObject{})
            << QStringList{
                   QStringLiteral("t.json: /technologies: expected an array, found an object")};
        QTest::newRow("not an object")
            <<
            [] {
                QJsonObject doc = shipped("technologies.json");
                QJsonArray list = doc.value(QLatin1String("technologies")).toArray();
                list[7] = QStringLiteral("interstellar-banking");
                doc.insert(QStringLiteral("technologies"), list);
                return doc;
            }()
            << QStringList{
                   QStringLiteral("t.json: /technologies/7: expected an object, found a string")};
    }

    void technologiesErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::technologiesErrors(doc), errors);
    }

    void rulesetErrors_data()
    {
        QTest::addColumn<QJsonObject>("doc");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("valid") << shipped("ruleset.json") << QStringList{};
        QTest::newRow("unknown deck")
            << rulesetWith(QStringLiteral("deck"), QStringLiteral("short"))
            << QStringList{QStringLiteral(
                   "r.json: /deck: must be one of 'full', 'original' (found 'short')")};
        QTest::newRow("die without sides")
            << rulesetWith(QStringLiteral("dieSides"), 0)
            << QStringList{
                   QStringLiteral("r.json: /dieSides: must be between 1 and 100 (found 0)")};
        QTest::newRow("no near systems")
            << rulesetWith(QStringLiteral("nearPerPlayer"), 0)
            << QStringList{
                   QStringLiteral("r.json: /nearPerPlayer: must be between 1 and 99 (found 0)")};
        QTest::newRow("one year")
            << rulesetWith(QStringLiteral("yearEvents"), QJsonArray{7})
            << QStringList{QStringLiteral(
                   "r.json: /yearEvents: expected 2 entries (Year 1 and Year 2), found 1")};
        QTest::newRow("a year without events")
            << rulesetWith(QStringLiteral("yearEvents"), QJsonArray{7, 0})
            << QStringList{
                   QStringLiteral("r.json: /yearEvents/1: must be between 1 and 99 (found 0)")};
        QTest::newRow("banking lowers the storage")
            << rulesetWith(QStringLiteral("storageLimitBanking"), 2)
            << QStringList{QStringLiteral(
                   "r.json: /storageLimitBanking: must be at least storageLimit (3)")};
        QTest::newRow("capital ships lower the military")
            << rulesetWith(QStringLiteral("militaryLimitCapital"), 1)
            << QStringList{QStringLiteral(
                   "r.json: /militaryLimitCapital: must be at least militaryLimit (3)")};
        QTest::newRow("more distant systems to win than dealt")
            << rulesetWith(QStringLiteral("distantToWinPerPlayer"), 4)
            << QStringList{QStringLiteral(
                   "r.json: /distantToWinPerPlayer: must not exceed distantPerPlayer (3)")};
        QTest::newRow("missing name")
            << rulesetWith(QStringLiteral("name"), QJsonValue(QJsonValue::Undefined))
            << QStringList{QStringLiteral("r.json: (root): missing key 'name'")};
        // A parameter left out takes the standard value, which must still fit the others.
        QTest::newRow("left-out distant above the given")
            << json(QStringLiteral(R"({"format": "starboard.gc-ruleset", "formatVersion": 1,
                        "id": "few", "name": "Few distant", "distantPerPlayer": 1})"))
            << QStringList{QStringLiteral(
                   "r.json: /distantToWinPerPlayer: must not exceed distantPerPlayer (1)")};
        QTest::newRow("unknown member")
            << rulesetWith(QStringLiteral("warlordbonus"), 3)
            << QStringList{QStringLiteral("r.json: (root): unknown key 'warlordbonus'")};
        QTest::newRow("no ranks") << rulesetWith(QStringLiteral("ranks"), QJsonArray{})
                                  << QStringList{QStringLiteral(
                                         "r.json: /ranks: the list of ranks must not be empty")};
        QTest::newRow("first rank above 0")
            << rankWith(0, QStringLiteral("minScore"), 1)
            << QStringList{QStringLiteral(
                   "r.json: /ranks/0/minScore: the first rank must start at 0 (found 1)")};
        QTest::newRow("ranks not ascending")
            << rankWith(2, QStringLiteral("minScore"), 8)
            << QStringList{QStringLiteral("r.json: /ranks/2/minScore: must be greater than the "
                                          "previous rank's minScore (8)")};
        QTest::newRow("duplicate rank")
            << rankWith(1, QStringLiteral("id"), QStringLiteral("demoted"))
            << QStringList{QStringLiteral(
                   "r.json: /ranks/1/id: duplicate id 'demoted' (first at /ranks/0/id)")};
        QTest::newRow("rank errors")
            <<
            [] {
                QJsonObject doc =
                    rankWith(0, QStringLiteral("name"), QJsonValue(QJsonValue::Undefined));
                QJsonArray ranks = doc.value(QLatin1String("ranks")).toArray();
                QJsonObject first = ranks[0].toObject();
                first.insert(QStringLiteral("title"), QStringLiteral("Demoted"));
                ranks[0] = first;
                ranks[1] = 3;
                ranks[2] = QJsonObject{{QStringLiteral("id"), QStringLiteral("captain")},
                                       {QStringLiteral("name"), QStringLiteral("Captain")},
                                       {QStringLiteral("minScore"), 1000}};
                doc.insert(QStringLiteral("ranks"), ranks);
                return doc;
            }()
            << QStringList{
                   QStringLiteral("r.json: /ranks/0: missing key 'name'"),
                   QStringLiteral("r.json: /ranks/0: unknown key 'title'"),
                   QStringLiteral("r.json: /ranks/1: expected an object, found a number"),
                   QStringLiteral(
                       "r.json: /ranks/2/minScore: must be between 0 and 999 (found 1000)")};
    }

    void rulesetErrors()
    {
        QFETCH(QJsonObject, doc);
        QFETCH(QStringList, errors);
        QCOMPARE(::rulesetErrors(doc), errors);
    }

    // A rule variant stores only what differs from the standard rules: the parameters it
    // leaves out take the standard values (the ranks those of the shipped ruleset).
    void partialRuleset()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("warlords.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "starboard.gc-ruleset", "formatVersion": 1, "id": "warlords",
                       "name": "Warlords", "warlordBonus": 5, "yearEvents": [8, 7]})");
        file.close();
        data::ContentFiles files;
        files.ruleset = path;
        QStringList errors;
        const auto content = data::loadContent("galaxy-command", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const auto &rules = static_cast<const gc::Content &>(*content).ruleset;
        const gc::Ruleset standard;
        QCOMPARE(rules.id, std::string("warlords"));
        QCOMPARE(rules.warlordBonus, 5);
        QCOMPARE(rules.yearEvents[0], 8);
        QCOMPARE(rules.deck, standard.deck);
        QCOMPARE(rules.storageLimit, standard.storageLimit);
        QCOMPARE(rules.distantToWinPerPlayer, standard.distantToWinPerPlayer);
        gc::Ruleset shipped;
        QVERIFY(data::loadGcRuleset(::shipped("ruleset.json"), QStringLiteral("ruleset.json"),
                                    shipped, errors));
        QCOMPARE(rules.ranks.size(), shipped.ranks.size());
        QCOMPARE(rules.ranks.back().minScore, shipped.ranks.back().minScore);
        QCOMPARE(rules.ranks.back().name, shipped.ranks.back().name);
    }

    void crossFileChecks()
    {
        QStringList errors;
        const auto shippedGc = shippedContent(errors);
        QVERIFY(shippedGc);
        QVERIFY(data::checkGcContent(*shippedGc, errors));
        QCOMPARE(errors, QStringList{});

        // The original deck (cards 1-18: 6 near, 3 distant, 8 events, 1 red alert) is one
        // player's exactly; the full deck has room for four.
        gc::Content content = *shippedGc;
        content.ruleset.deck = gc::DeckChoice::Original;
        QVERIFY(data::checkGcContent(content, errors));
        content.ruleset.nearPerPlayer = 7;
        content.ruleset.distantPerPlayer = 4;
        content.ruleset.yearEvents = {7, 9};
        content.cards[51].rollAtLeast = 7; // the coup
        QVERIFY(!data::checkGcContent(content, errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral("deck.json: /cards/51/rollAtLeast: must be between 1 "
                                             "and 6 (the die's sides, ruleset.json: /dieSides)"),
                              QStringLiteral("deck.json: /cards: the 'original' deck has 6 near "
                                             "systems; a player needs 7 (ruleset.json: "
                                             "/nearPerPlayer)"),
                              QStringLiteral("deck.json: /cards: the 'original' deck has 3 distant "
                                             "systems; a player needs 4 (ruleset.json: "
                                             "/distantPerPlayer)"),
                              QStringLiteral("deck.json: /cards: the 'original' deck has 8 events "
                                             "that are not red alerts; a year needs 9 "
                                             "(ruleset.json: /yearEvents/1)")}));

        // The full deck: 14 events and 4 red alerts; with the files named.
        errors.clear();
        content = *shippedGc;
        content.ruleset.yearEvents = {15, 6};
        content.cards[51].rollAtLeast = 0;
        data::ContentFiles names;
        names.deck = QStringLiteral("my/deck.json");
        names.ruleset = QStringLiteral("my/ruleset.json");
        QVERIFY(!data::checkGcContent(content, names, errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral("my/deck.json: /cards/51/rollAtLeast: must be "
                                             "between 1 and 6 (the die's sides, "
                                             "my/ruleset.json: /dieSides)"),
                              QStringLiteral("my/deck.json: /cards: the 'full' deck has 14 events "
                                             "that are not red alerts; a year needs 15 "
                                             "(my/ruleset.json: /yearEvents/0)")}));

        // Content made in code gets the checks the readers make on the technology mat and
        // the ranks.
        errors.clear();
        content = *shippedGc;
        content.technologies[0].row = 7;
        content.technologies[3].generation = 0;
        content.technologies[5].tech = gc::Tech::CapitalShips;
        content.ruleset.ranks.clear();
        QVERIFY(!data::checkGcContent(content, errors));
        QCOMPARE(errors,
                 (QStringList{
                     QStringLiteral("technologies.json: /technologies/0/row: must be between 0 "
                                    "and 3 (found 7)"),
                     QStringLiteral("technologies.json: /technologies/3/generation: must be "
                                    "between 1 and 2 (found 0)"),
                     QStringLiteral("technologies.json: /technologies/5/id: duplicate id "
                                    "'capital-ships' (first at /technologies/0/id)"),
                     QStringLiteral("technologies.json: /technologies: technology "
                                    "'interstellar-diplomacy' is missing (the mat has each of "
                                    "the 8 technologies once)"),
                     QStringLiteral("technologies.json: /technologies: row 0 has no "
                                    "generation-1 technology"),
                     QStringLiteral("technologies.json: /technologies: row 1 has no "
                                    "generation-2 technology"),
                     QStringLiteral("ruleset.json: /ranks: the list of ranks must not be empty")}));
    }

    void loadContentReportsEveryFile()
    {
        QStringList errors;
        data::ContentFiles files;
        files.deck = kGc + QStringLiteral("technologies.json");
        files.ruleset = QStringLiteral("/nonexistent/ruleset.json");
        QVERIFY(!data::loadContent("galaxy-command", files, errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral(":/data/galaxy-command/technologies.json: /format: "
                                             "expected 'starboard.gc-deck', found "
                                             "'starboard.gc-technologies'"),
                              QStringLiteral("/nonexistent/ruleset.json: cannot open the "
                                             "file: No such file or directory")}));
        QCOMPARE(
            data::gamesWithContent(),
            (QStringList{QStringLiteral("galaxy-of-d"), QStringLiteral("galaxy-command"),
                         QStringLiteral("galaxy-fighters"), QStringLiteral("galactic-warfare")}));

        // A Galaxy of D ruleset is not a Galaxy Command one.
        errors.clear();
        files = {};
        files.ruleset = QStringLiteral(":/data/galaxy-of-d/ruleset.json");
        QVERIFY(!data::loadContent("galaxy-command", files, errors));
        QCOMPARE(errors,
                 QStringList{QStringLiteral(":/data/galaxy-of-d/ruleset.json: /format: expected "
                                            "'starboard.gc-ruleset', found 'starboard.ruleset'")});

        // Cross-file errors name the files given.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("ruleset.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(rulesetWith(QStringLiteral("distantPerPlayer"), 13)).toJson());
        file.close();
        errors.clear();
        files = {};
        files.ruleset = path;
        QVERIFY(!data::loadContent("galaxy-command", files, errors));
        QCOMPARE(errors, QStringList{QStringLiteral("the shipped deck: /cards: the "
                                                    "'full' deck has 12 distant systems; a player "
                                                    "needs 13 (%1: /distantPerPlayer)")
                                         .arg(path)});
    }

    void contentDocumentsRoundTrip()
    {
        QStringList errors;
        const auto documents = data::contentDocuments("galaxy-command", {}, errors);
        QCOMPARE(errors, QStringList{});
        QVERIFY(documents);
        QCOMPARE(documents->keys(), (QStringList{QStringLiteral("deck"), QStringLiteral("ruleset"),
                                                 QStringLiteral("technologies")}));
        QCOMPARE(documents->value(QLatin1String("deck")).toObject(), shipped("deck.json"));
        const auto content =
            std::dynamic_pointer_cast<const gc::Content>(data::contentFromDocuments(
                "galaxy-command", *documents, QStringLiteral("rec.json"), errors));
        QCOMPARE(errors, QStringList{});
        QVERIFY(content);
        QCOMPARE(content->cards.size(), std::size_t(54));

        // Messages point into the record's "content", cross-file ones too.
        QJsonObject broken = *documents;
        QJsonObject deckDoc = broken.value(QLatin1String("deck")).toObject();
        QJsonArray cards = deckDoc.value(QLatin1String("cards")).toArray();
        QJsonObject coup = cards[51].toObject();
        coup.insert(QStringLiteral("rollAtLeast"), 7);
        cards[51] = coup;
        deckDoc.insert(QStringLiteral("cards"), cards);
        broken.insert(QStringLiteral("deck"), deckDoc);
        QVERIFY(!data::contentFromDocuments("galaxy-command", broken, QStringLiteral("rec.json"),
                                            errors));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "rec.json: /content/deck/cards/51/rollAtLeast: must be between 1 "
                             "and 6 (the die's sides, rec.json: /content/ruleset/dieSides)")});

        errors.clear();
        coup.insert(QStringLiteral("rollAtLeast"), 101);
        cards[51] = coup;
        deckDoc.insert(QStringLiteral("cards"), cards);
        broken.insert(QStringLiteral("deck"), deckDoc);
        broken.remove(QStringLiteral("technologies"));
        QVERIFY(!data::contentFromDocuments("galaxy-command", broken, QStringLiteral("rec.json"),
                                            errors));
        QCOMPARE(errors,
                 (QStringList{QStringLiteral("rec.json: /content: missing key 'technologies'")}));
        broken.insert(QStringLiteral("technologies"),
                      documents->value(QLatin1String("technologies")));
        errors.clear();
        QVERIFY(!data::contentFromDocuments("galaxy-command", broken, QStringLiteral("rec.json"),
                                            errors));
        QCOMPARE(errors, QStringList{QStringLiteral("rec.json: /content/deck/cards/51/rollAtLeast: "
                                                    "must be between 1 and 100 (found 101)")});
    }

    void validateFile()
    {
        for (const char *name :
             {"deck.json", "technologies.json", "ruleset.json", "ruleset-original.json"})
            QCOMPARE(data::validateFile(kGc + QLatin1String(name)), QStringList{});

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const char *name, const QJsonObject &doc) {
            const QString path = dir.filePath(QLatin1String(name));
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                return QString();
            file.write(QJsonDocument(doc).toJson());
            return path;
        };
        QString path = write("deck.json", deck("5"));
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /cards/0: expected an object, found a "
                                                   "number")});
        path = write("technologies.json", technologyWith(0, QStringLiteral("cost"), -1));
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /technologies/0/cost: must be between 0 "
                                                   "and 99 (found -1)")});
        path = write("ruleset.json", rulesetWith(QStringLiteral("dieSides"), 0));
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /dieSides: must be between 1 and 100 "
                                                   "(found 0)")});

        // A record of Galaxy Command with its content checked.
        data::RecordFile record;
        record.record.gameId = "galaxy-command";
        record.numPlayers = 1;
        QStringList errors;
        record.content =
            data::contentDocuments("galaxy-command", {}, errors).value_or(QJsonObject());
        QCOMPARE(errors, QStringList{});
        QJsonObject doc = data::recordToJson(record);
        path = write("game.json", doc);
        QCOMPARE(data::validateFile(path), QStringList{});
        QJsonObject content = doc.value(QLatin1String("content")).toObject();
        content.insert(QStringLiteral("ruleset"), rulesetWith(QStringLiteral("nearPerPlayer"), 25));
        doc.insert(QStringLiteral("content"), content);
        path = write("game.json", doc);
        QCOMPARE(data::validateFile(path),
                 QStringList{path + QStringLiteral(": /content/deck/cards: the 'full' deck has 24 "
                                                   "near systems; a player needs 25 (%1: "
                                                   "/content/ruleset/nearPerPlayer)")
                                        .arg(path)});
    }
};

QTEST_GUILESS_MAIN(TestGcContent)
#include "tst_data_gc_content.moc"
