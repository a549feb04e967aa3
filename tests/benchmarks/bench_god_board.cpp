// The cost of the board's updates: the game screen (GameScreen.qml with the Galaxy of D
// board, offscreen) over a live session, and a hotseat game played through the board's
// controller like a person would (every decision a click on GodController), the event loop
// turning after each click as it does on screen. Prints the actions applied (chance
// outcomes included). tests/benchmarks/callgrind_board_per_action.sh runs it under
// callgrind for two decision counts, so that start-up and loading cancel out.
//   bench_god_board [--decisions N] [--seed S]

#include "games/galaxy-of-d/god_game.h"
#include "godcontroller.h"
#include "session.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickView>
#include <QTextStream>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::god;

namespace {

QVariantMap hotseatConfig(const QString &seed)
{
    QVariantList seats;
    for (const char *name : {"Ann", "Bob"})
        seats << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(name)},
                             {QStringLiteral("human"), true},
                             {QStringLiteral("level"), QString()}};
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("setup"), QStringLiteral("normal")},
            {QStringLiteral("seed"), seed}};
}

std::vector<int> highlighted(GodController &c, const QString &kind)
{
    std::vector<int> out;
    auto *m = c.sectors();
    for (int i = 0; i < m->rowCount(); ++i)
        if (m->data(m->index(i), GodSectorModel::HighlightRole).toString() == kind)
            out.push_back(i);
    return out;
}

// One decision of the human to act, through the controller's inputs only (the same choices
// as tests/qml/goddriver.h). False when there is nothing sensible to click.
bool decide(GodController &c, GameSession &session, int &bought)
{
    const QString phase = c.phase();
    QString error;
    if (phase == QLatin1String("bidding")) {
        error = c.bid() < 2 && c.maxRise() > 0 ? c.rise(c.bid() + 1) : c.pass();
    } else if (phase == QLatin1String("starbase")) {
        const auto places = highlighted(c, QStringLiteral("place"));
        if (places.empty())
            return false;
        error = c.clickSector(places.front());
    } else if (phase == QLatin1String("purchase") || phase == QLatin1String("buy")) {
        const auto &rows = c.shop()->rows();
        auto it = std::find_if(rows.rbegin(), rows.rend(),
                               [](const auto &r) { return r.enabled && r.attack > 0; });
        if (bought < 3 && it != rows.rend()) {
            ++bought;
            error = c.buy(it->typeIndex);
        } else {
            bought = 0;
            error = c.done();
        }
    } else if (phase == QLatin1String("movement")) {
        if (c.selectedSector() < 0 || highlighted(c, QStringLiteral("move")).empty()) {
            const auto *s = c.state();
            int pick = -1;
            for (const auto &ship : s->ships())
                if (ship.owner == session.viewSeat() && ship.movesLeft > 0 &&
                    ship.sector != c.selectedSector())
                    pick = ship.sector;
            error = pick < 0 || c.selectedSector() >= 0 ? c.done() : c.clickSector(pick);
        } else {
            const auto moves = highlighted(c, QStringLiteral("move"));
            const auto *s = c.state();
            const int target = s->starbase(1 - session.viewSeat());
            int best = moves.front();
            for (int m : moves)
                if (s->game().distance(m, target) < s->game().distance(best, target))
                    best = m;
            error = c.clickSector(best);
        }
    } else if (phase == QLatin1String("combat")) {
        const auto fights = highlighted(c, QStringLiteral("combat"));
        if (fights.empty())
            return false;
        error = c.clickSector(fights.front());
    } else if (phase == QLatin1String("fight")) {
        const auto &rows = c.fighters()->rows();
        auto it = std::find_if(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; });
        if (it == rows.end())
            return false;
        error = c.chooseCasualty(it->typeIndex, it->cargo);
    } else if (phase == QLatin1String("pirates")) {
        const auto pirates = highlighted(c, QStringLiteral("pirate"));
        if (pirates.empty())
            return false;
        error = c.clickSector(pirates.front());
    } else {
        return false;
    }
    if (!error.isEmpty())
        QTextStream(stderr) << phase << ": " << error << Qt::endl;
    return error.isEmpty();
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    int decisions = 50;
    QString seed = QStringLiteral("4");
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--decisions"))
            decisions = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--seed"))
            seed = args[i + 1];
    }

    GameSession session;
    session.setComputerDelay(0);
    if (const QString error = session.startNewGame(hotseatConfig(seed)); !error.isEmpty()) {
        QTextStream(stderr) << error << Qt::endl;
        return 1;
    }
    QQuickView view;
    view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(1280, 800);
    view.setSource(QUrl(QStringLiteral("qrc:/qt/qml/Starboard/pages/GameScreen.qml")));
    if (view.status() != QQuickView::Ready)
        return 1;
    view.show();
    auto turnTheEventLoop = [] {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    };
    turnTheEventLoop();
    auto *controller = view.rootObject()->findChild<GodController *>();
    if (!controller)
        return 1;

    const std::size_t before = session.state()->history().size();
    int bought = 0;
    int made = 0;
    for (; made < decisions && !session.isTerminal(); ++made) {
        if (session.privacyScreen())
            session.acknowledgePrivacy();
        if (!decide(*controller, session, bought))
            break;
        turnTheEventLoop();
    }
    QTextStream(stdout) << "decisions " << made << Qt::endl
                        << "actions " << session.state()->history().size() - before << Qt::endl;
    return made == decisions ? 0 : 1;
}
