// Every view of the QML module, created with a live GameSession in a window (offscreen),
// must load and draw without a single warning (a failed binding, a missing property, a
// role that collides with a delegate's property: qmllint 6.4 misses some of these). Then
// the app shell's flows: new game, hotseat privacy, game over, autosave and continue, the
// language switch; and the app itself: a screenshot of a game, and bad command lines.

#include "../appenvironment.h"
#include "appsettings.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-fighters/gf_game.h"
#include "games/galaxy-of-d/god_game.h"
#include "gametext.h"
#include "gccontroller.h"
#include "languages.h"
#include "putaside.h"
#include "quickstage.h"
#include "session.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <set>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;

namespace {

QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // The offscreen platform's notes when a Widgets window (a file dialog) is shown on it
    // ("This plugin does not support raise()") are about the test platform, not the app.
    if (type != QtDebugMsg && type != QtInfoMsg &&
        !message.startsWith(QLatin1String("This plugin does not support ")))
        g_warnings.append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

const QString kBoard = QStringLiteral("games/galaxy-of-d/GodBoard.qml");
// Galaxy Command's views: the board and its parts, each created on its own with a
// Galaxy Command session (and the controller the parts need).
const QString kGcViews = QStringLiteral("games/galaxy-command/");
// Galaxy Fighters' views: the board and its space.
const QString kGfViews = QStringLiteral("games/galaxy-fighters/");
const QString kGwViews = QStringLiteral("games/galactic-warfare/");

QVariantMap seat(const QString &name, bool human, const QString &level = QString())
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("human"), human},
            {QStringLiteral("level"), level}};
}

// A designed Galactic Warfare board in `dir`: the shipped one renamed "Ann's board". Its
// path, "" when it could not be written.
QString designedBoard(const QTemporaryDir &dir)
{
    QFile shipped(QStringLiteral(":/data/galactic-warfare/board.json"));
    if (!shipped.open(QIODevice::ReadOnly))
        return {};
    QJsonObject board = QJsonDocument::fromJson(shipped.readAll()).object();
    board[QStringLiteral("name")] = QStringLiteral("Ann's board");
    const QString path = dir.filePath(QStringLiteral("ann-board.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(board).toJson()) < 0)
        return {};
    return path;
}

QVariantMap gameConfig(const QVariantList &seats, const QString &seed = QStringLiteral("3"))
{
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("seed"), seed}};
}

QVariantMap galaxyCommand()
{
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
            {QStringLiteral("seats"),
             QVariantList{seat(QStringLiteral("Ann"), true),
                          seat(QStringLiteral("Bob"), false, QStringLiteral("heuristic"))}},
            {QStringLiteral("seed"), QStringLiteral("3")}};
}

QVariantMap galaxyFighters()
{
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-fighters")},
            {QStringLiteral("seats"),
             QVariantList{seat(QStringLiteral("Ann"), true),
                          seat(QStringLiteral("Bob"), false, QStringLiteral("heuristic"))}},
            {QStringLiteral("seed"), QStringLiteral("3")}};
}

QVariantMap galacticWarfare()
{
    return {{QStringLiteral("gameId"), QStringLiteral("galactic-warfare")},
            {QStringLiteral("seats"),
             QVariantList{seat(QStringLiteral("Ann"), true),
                          seat(QStringLiteral("Bob"), false, QStringLiteral("heuristic"))}},
            {QStringLiteral("seed"), QStringLiteral("3")}};
}

QVariantMap versusComputer()
{
    return gameConfig({seat(QStringLiteral("Ann"), true),
                       seat(QStringLiteral("Cynder"), false, QStringLiteral("heuristic"))});
}

QVariantMap hotseat()
{
    return gameConfig({seat(QStringLiteral("Ann"), true), seat(QStringLiteral("Bob"), true)});
}

// The first object below `root` (inclusive) whose `property` is `value`.
QObject *findByProperty(QObject *root, const char *property, const QVariant &value)
{
    if (root->property(property) == value)
        return root;
    for (QObject *child : root->children())
        if (QObject *found = findByProperty(child, property, value))
            return found;
    if (auto *item = qobject_cast<QQuickItem *>(root))
        for (QQuickItem *child : item->childItems())
            if (QObject *found = findByProperty(child, property, value))
                return found;
    return nullptr;
}

// Theme (the singleton the views use), made in `stage`'s engine, with seatOf(colour) for
// Theme.seat().
QObject *themeOf(quickstage::Stage &stage)
{
    QQmlComponent component(&stage.engine);
    component.setData("import QtQml\nimport Starboard\nQtObject {\n"
                      "    property QtObject theme: Theme\n"
                      "    function seatOf(colour) { return Theme.seat(colour) }\n}\n",
                      QUrl(QStringLiteral("qrc:/theme-probe.qml")));
    QObject *probe = component.create();
    if (!probe)
        qWarning("%s", qPrintable(component.errorString()));
    return probe;
}

// The singleton itself, from themeOf()'s object.
QObject *themeOf(QObject *probe)
{
    return probe->property("theme").value<QObject *>();
}

QColor colourOf(QObject *probe, const QString &role)
{
    QObject *theme = themeOf(probe);
    return theme ? theme->property(role.toLatin1().constData()).value<QColor>() : QColor();
}

// WCAG 2's contrast ratio, (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
double contrastRatio(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &colour) {
        auto channel = [](double c) {
            return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
               0.0722 * channel(colour.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// A mouse click in the middle of `item`.
void click(quickstage::Stage &stage, QQuickItem *item)
{
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(&stage.window, Qt::LeftButton, {}, centre.toPoint());
}

QObject *findButton(QQuickItem *root, const QString &text)
{
    if (root->inherits("QQuickAbstractButton") && root->property("text").toString() == text)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QObject *found = findButton(child, text))
            return found;
    return nullptr;
}

QObject *findVisibleText(QQuickItem *root, const QString &text)
{
    if (root->isVisible() && root->property("text").toString() == text)
        return root;
    if (!root->isVisible())
        return nullptr;
    for (QQuickItem *child : root->childItems())
        if (QObject *found = findVisibleText(child, text))
            return found;
    return nullptr;
}

// The items named `name` that are on show (they and every parent visible).
QList<QQuickItem *> visibleItemsNamed(QQuickItem *root, const QString &name)
{
    QList<QQuickItem *> found;
    if (!root->isVisible())
        return found;
    if (root->objectName() == name)
        found << root;
    for (QQuickItem *child : root->childItems())
        found << visibleItemsNamed(child, name);
    return found;
}

// One engine with the module's import path and a window to show views in.
// The interactive items under `root` that are shown and have no name for a screen reader:
// buttons, lists to pick from, sliders, spin boxes, text fields and whatever takes the focus
// with Tab.
QStringList unnamedControls(QQuickItem *root, int &controls)
{
    QStringList out;
    if (!root || !root->isVisible())
        return out;
    static const char *const kInteractive[] = {"QQuickAbstractButton", "QQuickComboBox",
                                               "QQuickSlider",         "QQuickSpinBox",
                                               "QQuickTextField",      "QQuickTextArea"};
    bool interactive = root->activeFocusOnTab() && root->isEnabled();
    for (const char *type : kInteractive)
        interactive = interactive || root->inherits(type);
    controls += interactive ? 1 : 0;
    if (interactive && quickstage::spokenName(root).isEmpty()) {
        QString where;
        for (QQuickItem *p = root; p && where.size() < 200; p = p->parentItem())
            where += QStringLiteral(" < ") + QString::fromLatin1(p->metaObject()->className()) +
                     (p->objectName().isEmpty() ? QString() : QLatin1Char('/') + p->objectName());
        out << where.mid(3);
    }
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        out << unnamedControls(child, controls);
    return out;
}

// The view tests' window (tests/qml/quickstage.h), its errors recorded as warnings.
struct Stage : quickstage::Stage
{
    Stage() : quickstage::Stage(g_warnings) {}
};

} // namespace

// Main.qml in `stage` with a new game against the computer (no delay), the computer's
// opening played; all null when Main.qml cannot be made or the game does not start.
struct MainGame
{
    std::unique_ptr<QObject> window;
    QQuickWindow *shown = nullptr;
    GameSession *session = nullptr;
};

MainGame startMainGame(Stage &stage)
{
    MainGame game;
    game.window.reset(stage.create(QStringLiteral("Main.qml")));
    if (!game.window)
        return {};
    game.shown = qobject_cast<QQuickWindow *>(game.window.get());
    game.session = game.window->property("session").value<GameSession *>();
    game.session->setComputerDelay(0);
    if (!game.session->startNewGame(versusComputer()).isEmpty())
        return {};
    game.session->waitForComputer();
    return game;
}

class TestQmlViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_qml_views"));
        QSettings().clear();                      // nothing left over from an earlier run
        languages::install(QStringLiteral("en")); // the English plurals
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        g_previousHandler = qInstallMessageHandler(recordWarnings);
    }

    void init() { g_warnings.clear(); }

    void cleanup()
    {
        const QStringList warnings = g_warnings;
        g_warnings.clear();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void everyViewIsCovered()
    {
        // Each .qml file of the app shell (and each game's board) has a row below.
        QStringList missing;
        QDirIterator it(QStringLiteral(":/qt/qml/Starboard"), {QStringLiteral("*.qml")},
                        QDir::Files, QDirIterator::Subdirectories);
        const QSet<QString> covered = coveredViews();
        while (it.hasNext()) {
            const QString file = it.next().mid(QStringLiteral(":/qt/qml/Starboard/").size());
            // A game's own parts are drawn by its board (Galaxy Command's have rows).
            if (file.startsWith(QLatin1String("games/")) && file != kBoard &&
                !file.startsWith(kGcViews))
                continue;
            if (!covered.contains(file))
                missing.append(file);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    }

    void view_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QVariantMap>("properties");
        QTest::addColumn<bool>("needsSession");
        QTest::addColumn<bool>("needsSeat");

        const QVariantMap none;
        QTest::newRow("Main") << QStringLiteral("Main.qml") << none << false << false;
        QTest::newRow("HomePage") << QStringLiteral("pages/HomePage.qml") << none << true << false;
        QTest::newRow("GameScreen")
            << QStringLiteral("pages/GameScreen.qml") << none << true << false;
        QTest::newRow("NewGameDialog")
            << QStringLiteral("pages/NewGameDialog.qml") << none << true << false;
        QTest::newRow("OpenGameDialog")
            << QStringLiteral("pages/OpenGameDialog.qml") << none << false << false;
        QTest::newRow("SaveGameDialog")
            << QStringLiteral("pages/SaveGameDialog.qml") << none << false << false;
        QTest::newRow("SettingsDialog")
            << QStringLiteral("pages/SettingsDialog.qml") << none << false << false;
        QTest::newRow("AboutDialog")
            << QStringLiteral("pages/AboutDialog.qml") << none << false << false;
        QTest::newRow("DamagedAutosaveDialog")
            << QStringLiteral("pages/DamagedAutosaveDialog.qml")
            << QVariantMap{{QStringLiteral("message"),
                            QStringLiteral("autosave.json: /actions/0: expected a number")}}
            << false << false;
        QTest::newRow("PassScreen")
            << QStringLiteral("pages/PassScreen.qml") << none << true << false;
        QTest::newRow("GameOverSummary")
            << QStringLiteral("pages/GameOverSummary.qml")
            << QVariantMap{{QStringLiteral("turns"), 12},
                           {QStringLiteral("details"), QStringLiteral("Two lines\nof details")}}
            << true << false;
        QTest::newRow("ActionButton") << QStringLiteral("components/ActionButton.qml")
                                      << QVariantMap{{QStringLiteral("text"), QStringLiteral("Go")},
                                                     {QStringLiteral("primary"), true}}
                                      << false << false;
        QTest::newRow("AppDialog")
            << QStringLiteral("components/AppDialog.qml")
            << QVariantMap{{QStringLiteral("title"), QStringLiteral("A dialog")},
                           // Dialog.Close | Dialog.Cancel
                           {QStringLiteral("standardButtons"), 0x00200000 | 0x00400000}}
            << false << false;
        QTest::newRow("ArtImage") << QStringLiteral("components/ArtImage.qml")
                                  << QVariantMap{{QStringLiteral("title"),
                                                  QStringLiteral("Galaxy Fighters")}}
                                  << false << false;
        QTest::newRow("ArtImage with art")
            << QStringLiteral("components/ArtImage.qml")
            << QVariantMap{{QStringLiteral("title"), QStringLiteral("Galaxy of D")},
                           {QStringLiteral("source"),
                            QUrl(QStringLiteral("qrc:/art/games/galaxy-of-d.svg"))}}
            << false << false;
        QTest::newRow("ComponentHost")
            << QStringLiteral("components/ComponentHost.qml") << none << false << false;
        QTest::newRow("FileChooser")
            << QStringLiteral("components/FileChooser.qml")
            << QVariantMap{{QStringLiteral("defaultText"), QStringLiteral("The shipped one")}}
            << false << false;
        QTest::newRow("GameCard")
            << QStringLiteral("components/GameCard.qml")
            << QVariantMap{{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
                           {QStringLiteral("name"), QStringLiteral("Galaxy of D")},
                           {QStringLiteral("minPlayers"), 2},
                           {QStringLiteral("maxPlayers"), 2},
                           {QStringLiteral("hasChance"), true},
                           {QStringLiteral("hasHiddenInformation"), true},
                           {QStringLiteral("pitch"), QStringLiteral("A pitch.")},
                           {QStringLiteral("art"), QUrl()},
                           {QStringLiteral("featured"), true}}
            << false << false;
        QTest::newRow("GameLog") << QStringLiteral("components/GameLog.qml") << none << true
                                 << false;
        QTest::newRow("HintRing") << QStringLiteral("components/HintRing.qml") << none << false
                                  << false;
        QTest::newRow("KeyboardRing")
            << QStringLiteral("components/KeyboardRing.qml") << none << false << false;
        QTest::newRow("Die") << QStringLiteral("components/Die.qml")
                             << QVariantMap{{QStringLiteral("value"), 5}} << false << false;
        QTest::newRow("SideEmblem")
            << QStringLiteral("components/SideEmblem.qml")
            << QVariantMap{{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
                           {QStringLiteral("seat"), 2}}
            << false << false;
        // Its container: the stage's root item (view()).
        QTest::newRow("BoardNavigator")
            << QStringLiteral("components/BoardNavigator.qml") << none << false << false;
        QTest::newRow("FocusKeeper")
            << QStringLiteral("components/FocusKeeper.qml") << none << false << false;
        QTest::newRow("Announcer")
            << QStringLiteral("components/Announcer.qml") << none << false << false;
        QTest::newRow("ToolbarButton")
            << QStringLiteral("components/ToolbarButton.qml")
            << QVariantMap{{QStringLiteral("text"), QStringLiteral("Undo")}} << false << false;
        QTest::newRow("ActionButton suggested")
            << QStringLiteral("components/ActionButton.qml")
            << QVariantMap{{QStringLiteral("text"), QStringLiteral("Go")},
                           {QStringLiteral("suggested"), true}}
            << false << false;
        QTest::newRow("NoticeDialog")
            << QStringLiteral("components/NoticeDialog.qml")
            << QVariantMap{{QStringLiteral("title"), QStringLiteral("Heads up")},
                           {QStringLiteral("message"), QStringLiteral("Something happened.")}}
            << false << false;
        QTest::newRow("PhaseTrack")
            << QStringLiteral("components/PhaseTrack.qml")
            << QVariantMap{{QStringLiteral("phaseNames"),
                            QStringList{QStringLiteral("One"), QStringLiteral("Two")}},
                           {QStringLiteral("phaseIndex"), 1},
                           {QStringLiteral("actor"), QStringLiteral("Ann to play")},
                           {QStringLiteral("prompt"), QStringLiteral("Do something.")}}
            << false << false;
        QTest::newRow("ResultsPanel")
            << QStringLiteral("components/ResultsPanel.qml")
            << QVariantMap{{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
                           {QStringLiteral("name"), QStringLiteral("Galaxy of D")}}
            << false << false;
        QTest::newRow("RulesLegend")
            << QStringLiteral("components/RulesLegend.qml") << none << false << false;
        QTest::newRow("RulesText rulebook")
            << QStringLiteral("components/RulesText.qml")
            << QVariantMap{{QStringLiteral("text"), QStringLiteral("A rule.")}} << false << false;
        QTest::newRow("RulesText reading")
            << QStringLiteral("components/RulesText.qml")
            << QVariantMap{{QStringLiteral("text"), QStringLiteral("our choice.")},
                           {QStringLiteral("reading"), true}}
            << false << false;
        QTest::newRow("SeatPanel")
            << QStringLiteral("components/SeatPanel.qml") << none << true << true;
        QTest::newRow("Theme") << QStringLiteral("components/Theme.qml") << none << false << false;
        if (QFile::exists(QStringLiteral(":/qt/qml/Starboard/") + kBoard))
            QTest::newRow("GodBoard") << kBoard << none << true << false;
        const QVariantMap card{{QStringLiteral("index"), 2},
                               {QStringLiteral("slot"), 2},
                               {QStringLiteral("distant"), false},
                               {QStringLiteral("explored"), true},
                               {QStringLiteral("aligned"), true},
                               {QStringLiteral("name"), QStringLiteral("Epsilon Eridani")},
                               {QStringLiteral("number"), 8},
                               {QStringLiteral("metal"), 0},
                               {QStringLiteral("wealth"), 1},
                               {QStringLiteral("resistance"), 8},
                               {QStringLiteral("victoryPoints"), 1},
                               {QStringLiteral("clickAction"), QString()},
                               {QStringLiteral("reason"), QStringLiteral("Not now.")},
                               {QStringLiteral("highlight"), QStringLiteral("attack")},
                               {QStringLiteral("cellSize"), 120.0},
                               {QStringLiteral("gap"), 8.0},
                               {QStringLiteral("columns"), 3},
                               {QStringLiteral("nearCount"), 6}};
        for (const char *file :
             {"GcBoard", "GcCard", "GcEventCard", "GcHomeMat", "GcPlayerPanel", "GcRollPanel",
              "GcRules", "GcScoreSheet", "GcSector", "GcTechMat"}) {
            const QString name = QString::fromLatin1(file);
            QVariantMap properties;
            if (name == QLatin1String("GcCard"))
                properties = card;
            else if (name == QLatin1String("GcPlayerPanel"))
                properties.insert(QStringLiteral("seat"), 1);
            QTest::newRow(file) << kGcViews + name + QStringLiteral(".qml") << properties
                                << (name == QLatin1String("GcBoard") ||
                                    name == QLatin1String("GcPlayerPanel"))
                                << false;
        }
        QTest::newRow("GfBoard") << kGfViews + QStringLiteral("GfBoard.qml") << QVariantMap()
                                 << true << false;
        QTest::newRow("GfRules") << kGfViews + QStringLiteral("GfRules.qml") << QVariantMap()
                                 << false << false;
        QTest::newRow("GwRules") << kGwViews + QStringLiteral("GwRules.qml") << QVariantMap()
                                 << false << false;
        QTest::newRow("GwBoard") << kGwViews + QStringLiteral("GwBoard.qml") << QVariantMap()
                                 << true << false;
        const QVariantList stack{QVariantMap{{QStringLiteral("name"), QStringLiteral("Yellum")},
                                             {QStringLiteral("color"), QStringLiteral("#f2d03b")},
                                             {QStringLiteral("speed"), 1},
                                             {QStringLiteral("angle"), 180}},
                                 QVariantMap{{QStringLiteral("name"), QStringLiteral("Magentis")},
                                             {QStringLiteral("color"), QStringLiteral("#c24fe0")},
                                             {QStringLiteral("speed"), 3},
                                             {QStringLiteral("angle"), 90}}};
        QTest::newRow("GfCell")
            << kGfViews + QStringLiteral("GfCell.qml")
            << QVariantMap{{QStringLiteral("cellIndex"), 60},
                           {QStringLiteral("atmosphere"), 0},
                           {QStringLiteral("aliens"), stack},
                           {QStringLiteral("ship"), 0},
                           {QStringLiteral("shielded"), true},
                           {QStringLiteral("activeShip"), true},
                           {QStringLiteral("drone"), 0},
                           {QStringLiteral("defence"), 0},
                           {QStringLiteral("action"), QStringLiteral("move")},
                           {QStringLiteral("mark"), QStringLiteral("moved")},
                           {QStringLiteral("reason"), QString()},
                           {QStringLiteral("districtColors"),
                            QVariantList{QColor(0x3f, 0x8c, 0xe8), QColor(0x3b, 0xb2, 0x73),
                                         QColor(0xe8, 0xc5, 0x3a), QColor(0xe0, 0x4a, 0x3f)}},
                           {QStringLiteral("districtNames"),
                            QVariantList{QStringLiteral("Rocketown"), QStringLiteral("Atomville"),
                                         QStringLiteral("Novaport"), QStringLiteral("Astrofield")}},
                           {QStringLiteral("suggested"), true},
                           {QStringLiteral("width"), 60},
                           {QStringLiteral("height"), 60}}
            << false << false;
    }

    void view()
    {
        QFETCH(QString, file);
        QFETCH(QVariantMap, properties);
        QFETCH(bool, needsSession);
        QFETCH(bool, needsSeat);

        GameSession session;
        session.setComputerDelay(0);
        const bool isGc = file.startsWith(kGcViews);
        const bool isGf = file.startsWith(kGfViews);
        const bool isGw = file.startsWith(kGwViews);
        QCOMPARE(session.startNewGame(isGc   ? galaxyCommand()
                                      : isGf ? galaxyFighters()
                                      : isGw ? galacticWarfare()
                                             : versusComputer()),
                 QString());
        session.waitForComputer();
        if (needsSession)
            properties.insert(QStringLiteral("session"), QVariant::fromValue(&session));
        // Galaxy Command's parts show a controller's models (the board makes its own).
        gc::GcController controller;
        controller.setSession(&session);
        const QStringList withController{
            QStringLiteral("GcCard"),        QStringLiteral("GcHomeMat"),
            QStringLiteral("GcPlayerPanel"), QStringLiteral("GcRollPanel"),
            QStringLiteral("GcScoreSheet"),  QStringLiteral("GcSector"),
            QStringLiteral("GcTechMat")};
        if (isGc && withController.contains(QFileInfo(file).baseName()))
            properties.insert(QStringLiteral("controller"), QVariant::fromValue(&controller));
        if (needsSeat) {
            properties.insert(QStringLiteral("index"), 1);
            properties.insert(QStringLiteral("name"), QStringLiteral("Cynder"));
            properties.insert(QStringLiteral("human"), false);
            properties.insert(QStringLiteral("level"), QStringLiteral("heuristic"));
            properties.insert(QStringLiteral("seatColor"), QColor(0x3f, 0x8c, 0xe8));
            properties.insert(QStringLiteral("sideName"), QStringLiteral("Cynder"));
        }

        Stage stage;
        if (file == QLatin1String("components/Theme.qml")) {
            // A singleton: reached through the module.
            QQmlComponent component(&stage.engine);
            component.setData("import QtQuick\nimport Starboard\nItem { "
                              "property color c: Theme.accent }",
                              QUrl());
            std::unique_ptr<QObject> object(component.create());
            QVERIFY2(object, qPrintable(component.errorString()));
            QCOMPARE(object->property("c").value<QColor>(), QColor(0xf2, 0xc1, 0x4e));
            return;
        }
        if (file == QLatin1String("components/BoardNavigator.qml"))
            properties.insert(QStringLiteral("container"),
                              QVariant::fromValue(stage.window.contentItem()));
        if (file == QLatin1String("components/FocusKeeper.qml"))
            properties.insert(QStringLiteral("row"),
                              QVariant::fromValue(stage.window.contentItem()));
        std::unique_ptr<QObject> object(stage.create(file, properties));
        QVERIFY(object);
        if (file == QLatin1String("pages/NewGameDialog.qml")) {
            QMetaObject::invokeMethod(object.get(), "openFor",
                                      Q_ARG(QString, QStringLiteral("galaxy-of-d")));
            stage.settle();
        }
        auto *ownWindow = qobject_cast<QQuickWindow *>(object.get());
        if (file == QLatin1String("Main.qml"))
            QVERIFY(ownWindow);
        Stage::shoot(ownWindow ? ownWindow : &stage.window,
                     QString::fromLatin1(QTest::currentDataTag()));
        // Every interactive item shown has a name for screen readers (issue 12).
        QQuickWindow *shown = ownWindow ? ownWindow : &stage.window;
        int controls = 0;
        const QStringList unnamed = unnamedControls(shown->contentItem(), controls);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
        qInfo("%d interactive item(s), all named", controls);
        if (file == QLatin1String("pages/HomePage.qml")) // the walk sees the controls at all
            QVERIFY(controls >= 4);
    }

    // The app window through a game: new game from the dialog, the game screen, the game
    // over summary after a concession, home again.
    void newGameToGameOver()
    {
        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *session = window->property("session").value<GameSession *>();
        QVERIFY(session);
        session->setComputerDelay(0);

        QMetaObject::invokeMethod(window.get(), "newGame",
                                  Q_ARG(QString, QStringLiteral("galaxy-of-d")));
        stage.settle();
        QObject *dialog = window->findChild<QObject *>(QStringLiteral("newGameDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->property("gameId").toString(), QStringLiteral("galaxy-of-d"));
        QVERIFY(dialog->property("opened").toBool() || dialog->property("visible").toBool());
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QTRY_VERIFY(session->isActive());
        session->waitForComputer();
        auto *contentItem = qobject_cast<QQuickWindow *>(window.get())->contentItem();
        QTRY_VERIFY(findByProperty(contentItem, "summaryShown", false));

        // Undo, not usable yet, says why when the pointer rests on it (a disabled button
        // gets no hover: the item around it shows the tool tip).
        auto *undoArea = qobject_cast<QQuickItem *>(
            findByProperty(contentItem, "objectName", QStringLiteral("undoHoverArea")));
        QVERIFY(undoArea);
        QVERIFY(!session->canUndo());
        const QString why = session->undoBlocked();
        QVERIFY(!why.isEmpty());
        const QString tip = why + QStringLiteral("\nTake back the last move (Ctrl+Z)");
        QVERIFY(!findVisibleText(contentItem, tip));
        QTest::mouseMove(
            qobject_cast<QQuickWindow *>(window.get()),
            undoArea->mapToScene(QPointF(undoArea->width() / 2, undoArea->height() / 2)).toPoint());
        QTRY_VERIFY(findVisibleText(contentItem, tip));

        // The game screen's Workshop button asks the application for the Workshop.
        QSignalSpy workshop(window.get(), SIGNAL(workshopRequested()));
        QObject *workshopButton = findButton(contentItem, QStringLiteral("Workshop"));
        QVERIFY(workshopButton);
        QVERIFY(QMetaObject::invokeMethod(workshopButton, "clicked"));
        QCOMPARE(workshop.count(), 1);

        // The rules reference opens beside the board.
        QObject *rules = findButton(contentItem, QStringLiteral("Rules"));
        QVERIFY(rules);
        QVERIFY(QMetaObject::invokeMethod(rules, "clicked")); // emits the signal
        stage.settle();
        Stage::shoot(qobject_cast<QQuickWindow *>(window.get()), QStringLiteral("rules"));
        QTest::keyClick(qobject_cast<QQuickWindow *>(window.get()), Qt::Key_Escape);
        stage.settle();

        session->concede(session->viewSeat());
        QTRY_VERIFY(session->isTerminal());
        QTRY_VERIFY(findByProperty(contentItem, "summaryShown", true));
        stage.settle();
        Stage::shoot(qobject_cast<QQuickWindow *>(window.get()), QStringLiteral("game-over"));

        QMetaObject::invokeMethod(window.get(), "showHome");
        stage.settle();
    }

    // The computer's four levels in the new-game dialog, Standard proposed; the chosen one
    // plays and a saved game keeps it.
    void levelsInTheNewGameDialog()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("expert.json"));
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-of-d")));
            stage.settle();
            QObject *dialog = window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            QVERIFY(dialog);
            QObject *kind = nullptr;
            QTRY_VERIFY(
                (kind = findByProperty(dialog->property("contentItem").value<QQuickItem *>(),
                                       "objectName", QStringLiteral("seatKind1"))));
            QStringList texts;
            for (int i = 0; i < kind->property("count").toInt(); ++i) {
                QString text;
                QMetaObject::invokeMethod(kind, "textAt", Q_RETURN_ARG(QString, text),
                                          Q_ARG(int, i));
                texts << text;
            }
            QCOMPARE(texts,
                     QStringList({QStringLiteral("Human"), QStringLiteral("Computer: Beginner"),
                                  QStringLiteral("Computer: Standard"),
                                  QStringLiteral("Computer: Strong"),
                                  QStringLiteral("Computer: Expert")}));
            QCOMPARE(kind->property("currentText").toString(),
                     QStringLiteral("Computer: Standard"));
            // As a person does: pick Expert in the box.
            kind->setProperty("currentIndex", 4);
            QMetaObject::invokeMethod(kind, "activated", Q_ARG(int, 4));
            QMetaObject::invokeMethod(dialog, "start");
            QCOMPARE(dialog->property("error").toString(), QString());
            QTRY_VERIFY(session->isActive());
            const QModelIndex second = session->seats()->index(1);
            QCOMPARE(session->seats()->data(second, SeatModel::LevelRole).toString(),
                     QStringLiteral("expert"));
            session->waitForComputer();
            QCOMPARE(session->save(QUrl::fromLocalFile(saved)), QString());
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            QCOMPARE(session->load(QUrl::fromLocalFile(saved)), QString());
            QCOMPARE(
                session->seats()->data(session->seats()->index(1), SeatModel::LevelRole).toString(),
                QStringLiteral("expert"));
            // The seat panel names it.
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QTRY_VERIFY(findVisibleText(content, QStringLiteral("Computer (Expert)")));
        }
        AppSettings::setInstance(nullptr);
    }

    // The Workshop's Play It (main.cpp calls newGameWith): the new-game dialog opens with the
    // Workshop's files chosen, the player picks the seats (here hotseat), and the game is
    // played on those files; "Default" takes a file back to the shipped one.
    void playItOpensTheNewGameDialogWithTheFiles()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        QTemporaryDir dir;
        const QString boardPath = designedBoard(dir);
        QVERIFY(!boardPath.isEmpty());
        const QString saved = dir.filePath(QStringLiteral("hotseat.json"));
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            const QVariantMap files{{QStringLiteral("boardFile"), boardPath}};
            QVERIFY(QMetaObject::invokeMethod(window.get(), "newGameWith",
                                              Q_ARG(QString, QStringLiteral("galactic-warfare")),
                                              Q_ARG(QVariant, files)));
            stage.settle();
            QObject *dialog = window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            QVERIFY(dialog);
            QTRY_VERIFY(dialog->property("opened").toBool());
            QCOMPARE(dialog->property("gameId").toString(), QStringLiteral("galactic-warfare"));
            auto *content = dialog->property("contentItem").value<QQuickItem *>();
            // The board's chooser shows the file; the deck's and the rules' the shipped ones.
            QObject *boardChooser = nullptr;
            QTRY_VERIFY((boardChooser = findByProperty(content, "objectName",
                                                       QStringLiteral("fileChooser_boardFile"))));
            QCOMPARE(boardChooser->property("isDefault").toBool(), false);
            QVERIFY(findVisibleText(content, boardPath));
            QObject *deckChooser =
                findByProperty(content, "objectName", QStringLiteral("fileChooser_deckFile"));
            QVERIFY(deckChooser);
            QCOMPARE(deckChooser->property("isDefault").toBool(), true);
            QVERIFY(
                findByProperty(content, "objectName", QStringLiteral("fileChooser_rulesetFile")));
            QVERIFY(
                !findByProperty(content, "objectName", QStringLiteral("fileChooser_galaxyFile")));
            Stage::shoot(qobject_cast<QQuickWindow *>(window.get()),
                         QStringLiteral("new-game-play-it"));

            // Hotseat: the second seat a person too, as chosen in its box.
            QObject *kind = findByProperty(content, "objectName", QStringLiteral("seatKind1"));
            QVERIFY(kind);
            kind->setProperty("currentIndex", 0);
            QMetaObject::invokeMethod(kind, "activated", Q_ARG(int, 0));
            QMetaObject::invokeMethod(dialog, "start");
            QCOMPARE(dialog->property("error").toString(), QString());
            QTRY_VERIFY(session->isActive());
            QCOMPARE(session->gameId(), QStringLiteral("galactic-warfare"));
            QVERIFY(session->seats()->isHuman(0));
            QVERIFY(session->seats()->isHuman(1));
            // The game is on the designed board: the saved game carries it.
            QCOMPARE(session->save(QUrl::fromLocalFile(saved)), QString());
            QFile file(saved);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.readAll().contains("Ann's board"));

            // A new game from the game screen starts with the shipped files again; a chosen
            // file goes back to the shipped one with "Default".
            QMetaObject::invokeMethod(window.get(), "newGameWith",
                                      Q_ARG(QString, QStringLiteral("galactic-warfare")),
                                      Q_ARG(QVariant, files));
            stage.settle();
            QTRY_VERIFY((boardChooser = findByProperty(content, "objectName",
                                                       QStringLiteral("fileChooser_boardFile"))));
            QCOMPARE(boardChooser->property("isDefault").toBool(), false);
            QMetaObject::invokeMethod(boardChooser, "chosen", Q_ARG(QUrl, QUrl()));
            QTRY_COMPARE(boardChooser->property("isDefault").toBool(), true);
            QCOMPARE(dialog->property("files").toMap(), QVariantMap());
            QMetaObject::invokeMethod(dialog, "close");
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galactic-warfare")));
            stage.settle();
            QCOMPARE(dialog->property("files").toMap(), QVariantMap());
        }
        AppSettings::setInstance(nullptr);
    }

    // The player count's buttons stay under the pointer: adding seats makes the dialog
    // taller without moving its top (a centred dialog moved the spin box each click).
    void newGameDialogStaysPutWhenSeatsChange()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-command")));
            stage.settle();
            QObject *dialog = window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            QVERIFY(dialog);
            QQuickItem *count = nullptr;
            QTRY_VERIFY((count = qobject_cast<QQuickItem *>(
                             findByProperty(dialog->property("contentItem").value<QQuickItem *>(),
                                            "objectName", QStringLiteral("seatCount")))));
            QTRY_VERIFY(dialog->property("opened").toBool());
            const QPointF before = count->mapToScene(QPointF(0, 0));
            const qreal heightBefore = dialog->property("height").toReal();
            auto *quickWindow = qobject_cast<QQuickWindow *>(window.get());
            for (int players = 2; players <= 4; ++players) {
                // As a click on "+" does: increase() and valueModified.
                QMetaObject::invokeMethod(count, "increase");
                QMetaObject::invokeMethod(count, "valueModified");
                stage.settle();
                QCOMPARE(count->property("value").toInt(), players);
                QCOMPARE(count->mapToScene(QPointF(0, 0)), before);
                const qreal top = dialog->property("y").toReal();
                QVERIFY(top >= 0);
                QVERIFY(top + dialog->property("height").toReal() <= quickWindow->height());
            }
            QVERIFY(dialog->property("height").toReal() > heightBefore);
            // The number typed (a player typed digits and Backspace and nothing changed): Tab
            // takes it.
            count->forceActiveFocus(Qt::TabFocusReason);
            QTest::keyClick(static_cast<QWindow *>(quickWindow), Qt::Key_A, Qt::ControlModifier);
            QTest::keyClick(static_cast<QWindow *>(quickWindow), Qt::Key_Backspace);
            QTest::keyClick(static_cast<QWindow *>(quickWindow), Qt::Key_2);
            QTest::keyClick(static_cast<QWindow *>(quickWindow), Qt::Key_Tab);
            stage.settle();
            QCOMPARE(count->property("value").toInt(), 2);
        }
        AppSettings::setInstance(nullptr);
    }

    // A game from the command line (main.cpp sets startsWithGame): the game screen is the
    // first screen, shown without a slide-in, with no home screen made behind it (start-up
    // time) until the player goes home; from there the game is resumed as usual.
    void commandLineGameStartsOnTheGameScreen()
    {
        Stage stage;
        std::unique_ptr<QObject> window(
            stage.create(QStringLiteral("Main.qml"), {{QStringLiteral("startsWithGame"), true}}));
        QVERIFY(window);
        auto *shown = qobject_cast<QQuickWindow *>(window.get());
        QVERIFY(shown);
        QQuickItem *content = shown->contentItem();
        auto *session = window->property("session").value<GameSession *>();
        QVERIFY(session);
        session->setComputerDelay(0);
        const QVariant homeName = QStringLiteral("homePage");
        const QVariant gameName = QStringLiteral("gameScreen");
        QVERIFY(!findByProperty(content, "objectName", homeName));
        QCOMPARE(window->property("title").toString(), QStringLiteral("Starboard"));
        // The first size (given before the window is shown): 1200x760 or the screen's free
        // area, not less than the minimum.
        const QRect free = shown->screen()->availableGeometry();
        QCOMPARE(shown->width(), std::min(1200, std::max(880, free.width())));
        QCOMPARE(shown->height(), std::min(760, std::max(460, free.height())));

        QCOMPARE(session->startNewGame(versusComputer()), QString());
        auto *game = qobject_cast<QQuickItem *>(findByProperty(content, "objectName", gameName));
        QVERIFY(game);
        QCOMPARE(game->x(), 0.0); // in place at once
        QVERIFY(game->isVisible());
        session->waitForComputer();
        stage.settle();
        QVERIFY(!findByProperty(content, "objectName", homeName));
        QCOMPARE(window->property("title").toString(),
                 QStringLiteral("%1 — Starboard").arg(session->gameName()));
        Stage::shoot(shown, QStringLiteral("command-line-game"));

        // Home: the home screen is made now and the game screen goes.
        QObject *homeButton = findButton(content, QStringLiteral("‹ Home"));
        QVERIFY(homeButton);
        QVERIFY(QMetaObject::invokeMethod(homeButton, "clicked"));
        auto *home = qobject_cast<QQuickItem *>(findByProperty(content, "objectName", homeName));
        QVERIFY(home);
        QTRY_VERIFY(!findByProperty(content, "objectName", gameName));
        stage.settle();
        QVERIFY(home->isVisible());
        QCOMPARE(window->property("title").toString(), QStringLiteral("Starboard"));
        Stage::shoot(shown, QStringLiteral("command-line-game-home"));

        // "Back to the game" (the home screen's banner): the game screen over the home screen.
        QObject *resume = findButton(content, QStringLiteral("Back to the game"));
        QVERIFY(resume);
        QVERIFY(QMetaObject::invokeMethod(resume, "clicked"));
        stage.settle();
        game = qobject_cast<QQuickItem *>(findByProperty(content, "objectName", gameName));
        QVERIFY(game && game->isVisible());
        QCOMPARE(findByProperty(content, "objectName", homeName), home);
        QMetaObject::invokeMethod(window.get(), "showHome");
        stage.settle();
        QTRY_VERIFY(!findByProperty(content, "objectName", gameName));
        QVERIFY(home->isVisible());
    }

    // Galaxy Command from the new-game dialog: solitaire by default with the full deck, the
    // original 18 cards for one player, and three players (always the full deck).
    void galaxyCommandFromTheDialog()
    {
        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *session = window->property("session").value<GameSession *>();
        QVERIFY(session);
        session->setComputerDelay(0);
        auto *shown = qobject_cast<QQuickWindow *>(window.get());
        auto openDialog = [&]() -> QObject * {
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-command")));
            stage.settle();
            return window->findChild<QObject *>(QStringLiteral("newGameDialog"));
        };
        auto deckOf = [&]() {
            const auto *s = dynamic_cast<const gc::GcState *>(session->state());
            return s ? s->game().rules().deck : gc::DeckChoice::Full;
        };

        QObject *dialog = openDialog();
        QVERIFY(dialog);
        QObject *seatCount = dialog->findChild<QObject *>(QStringLiteral("seatCount"));
        QObject *deckBox = dialog->findChild<QObject *>(QStringLiteral("deckBox"));
        QVERIFY(seatCount && deckBox);
        QCOMPARE(seatCount->property("value").toInt(), 1);
        QCOMPARE(seatCount->property("to").toInt(), 4);
        QVERIFY(deckBox->property("visible").toBool());
        QCOMPARE(deckBox->property("count").toInt(), 2);
        Stage::shoot(shown, QStringLiteral("gc-new-game"));
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QTRY_VERIFY(session->isActive());
        QCOMPARE(session->gameId(), QStringLiteral("galaxy-command"));
        QCOMPARE(session->state()->numPlayers(), 1);
        QCOMPARE(deckOf(), gc::DeckChoice::Full);

        dialog = openDialog();
        deckBox->setProperty("currentIndex", 1);
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QCOMPARE(session->state()->numPlayers(), 1);
        QCOMPARE(deckOf(), gc::DeckChoice::Original);

        // Three players: the original deck cannot seat them, the full deck is used.
        dialog = openDialog();
        deckBox->setProperty("currentIndex", 1);
        seatCount->setProperty("value", 3);
        QMetaObject::invokeMethod(dialog, "resetSeats");
        stage.settle();
        QCOMPARE(deckBox->property("currentIndex").toInt(), 0);
        Stage::shoot(shown, QStringLiteral("gc-new-game-3"));
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QCOMPARE(session->state()->numPlayers(), 3);
        QCOMPARE(deckOf(), gc::DeckChoice::Full);
        session->waitForComputer();
        QMetaObject::invokeMethod(window.get(), "showHome");
        stage.settle();
    }

    // Galaxy Fighters from the new-game dialog: the difficulty by its name, what it means
    // written under the box, and the game played with that difficulty's spawn deck.
    void galaxyFightersFromTheDialog()
    {
        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *session = window->property("session").value<GameSession *>();
        QVERIFY(session);
        session->setComputerDelay(0);
        auto openDialog = [&]() -> QObject * {
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-fighters")));
            stage.settle();
            return window->findChild<QObject *>(QStringLiteral("newGameDialog"));
        };
        auto spawnCards = [&]() {
            const auto *s = dynamic_cast<const gf::GfState *>(session->state());
            return s ? s->game().rules().spawnCards : -1;
        };

        QObject *dialog = openDialog();
        QVERIFY(dialog);
        QObject *box = dialog->findChild<QObject *>(QStringLiteral("difficultyBox"));
        QObject *detail = dialog->findChild<QObject *>(QStringLiteral("difficultyDetail"));
        QVERIFY(box && detail);
        QVERIFY(box->property("visible").toBool() && detail->property("visible").toBool());
        QCOMPARE(box->property("count").toInt(), 3);
        QCOMPARE(box->property("currentText").toString(), QStringLiteral("Expert Pilot"));
        QCOMPARE(detail->property("text").toString(),
                 QStringLiteral("20 spawn cards, 3 backup ships, lost at 2 invaded districts"));
        Stage::shoot(qobject_cast<QQuickWindow *>(window.get()), QStringLiteral("gf-new-game"));

        box->setProperty("currentIndex", 2);
        QCOMPARE(box->property("currentText").toString(), QStringLiteral("Ace"));
        QVERIFY(detail->property("text").toString().startsWith(QStringLiteral("25 spawn cards")));
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QTRY_VERIFY(session->isActive());
        QCOMPARE(session->gameId(), QStringLiteral("galaxy-fighters"));
        QCOMPARE(spawnCards(), 25);

        dialog = openDialog();
        box->setProperty("currentIndex", 0);
        QMetaObject::invokeMethod(dialog, "start");
        QCOMPARE(dialog->property("error").toString(), QString());
        QCOMPARE(spawnCards(), 15);
        QMetaObject::invokeMethod(window.get(), "showHome");
        stage.settle();
    }

    // The new-game dialog opens as it was when the last game of that kind was started from
    // it (the number of players, who is a person, each computer's level, the names typed,
    // the difficulty), with a new seed; the next run reads the same from the settings; a
    // dialog of another game keeps its own defaults.
    void newGameDialogRemembersTheSeats()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        settings.setNewGameChoices(QStringLiteral("galaxy-fighters"), {});
        settings.setNewGameChoices(QStringLiteral("galaxy-of-d"), {});
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QVERIFY(session);
            session->setComputerDelay(0);
            auto openDialog = [&](const char *game) -> QObject * {
                QMetaObject::invokeMethod(window.get(), "newGame",
                                          Q_ARG(QString, QString::fromLatin1(game)));
                stage.settle();
                return window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            };
            auto child = [](QObject *dialog, const QString &name) {
                QObject *found = findByProperty(dialog, "objectName", name);
                if (!found)
                    qWarning("no %s", qPrintable(name));
                return found;
            };
            // Chooses `value` in a combo box as a click would.
            auto choose = [](QObject *box, const QVariant &value) {
                int index = -1;
                QMetaObject::invokeMethod(box, "indexOfValue", Q_RETURN_ARG(int, index),
                                          Q_ARG(QVariant, value));
                QVERIFY(index >= 0);
                box->setProperty("currentIndex", index);
                QMetaObject::invokeMethod(box, "activated", Q_ARG(int, index));
            };

            QObject *dialog = openDialog("galaxy-fighters");
            QVERIFY(dialog);
            QObject *count = child(dialog, QStringLiteral("seatCount"));
            QVERIFY(count);
            QCOMPARE(count->property("value").toInt(), 1);
            // Who flies what (docs/rules/galaxy-fighters.md), for the number chosen.
            QObject *seating = child(dialog, QStringLiteral("seatingNote"));
            QVERIFY(seating);
            QVERIFY2(seating->property("text").toString().contains(QStringLiteral("all four")),
                     qPrintable(seating->property("text").toString()));
            QVERIFY(seating->property("visible").toBool());
            count->setProperty("value", 3);
            QMetaObject::invokeMethod(count, "valueModified");
            stage.settle();
            QVERIFY2(seating->property("text").toString().contains(QStringLiteral("fourth")),
                     qPrintable(seating->property("text").toString()));
            QObject *name = child(dialog, QStringLiteral("seatName0"));
            QVERIFY(name);
            name->setProperty("text", QStringLiteral("Ann"));
            QMetaObject::invokeMethod(name, "textEdited");
            QObject *second = child(dialog, QStringLiteral("seatKind1"));
            QObject *third = child(dialog, QStringLiteral("seatKind2"));
            QVERIFY(second && third);
            choose(second, QString());
            choose(third, QStringLiteral("strong"));
            choose(child(dialog, QStringLiteral("difficultyBox")), QStringLiteral("rookie"));
            QObject *seed = child(dialog, QStringLiteral("seedField"));
            QVERIFY(seed);
            const QString firstSeed = seed->property("text").toString();
            QMetaObject::invokeMethod(dialog, "start");
            QCOMPARE(dialog->property("error").toString(), QString());
            QTRY_VERIFY(session->isActive());

            dialog = openDialog("galaxy-fighters");
            QCOMPARE(count->property("value").toInt(), 3);
            QCOMPARE(child(dialog, QStringLiteral("seatName0"))->property("text").toString(),
                     QStringLiteral("Ann"));
            QCOMPARE(child(dialog, QStringLiteral("seatName1"))->property("text").toString(),
                     QStringLiteral("Player 2"));
            QCOMPARE(child(dialog, QStringLiteral("seatKind0"))->property("currentValue"),
                     QVariant(QString()));
            QCOMPARE(child(dialog, QStringLiteral("seatKind1"))->property("currentValue"),
                     QVariant(QString()));
            QCOMPARE(child(dialog, QStringLiteral("seatKind2"))->property("currentValue"),
                     QVariant(QStringLiteral("strong")));
            QCOMPARE(child(dialog, QStringLiteral("difficultyBox"))->property("currentValue"),
                     QVariant(QStringLiteral("rookie")));
            QVERIFY(seed->property("text").toString() != firstSeed);
            QMetaObject::invokeMethod(dialog, "close");
            stage.settle();

            // Galaxy of D's dialog: its own defaults.
            dialog = openDialog("galaxy-of-d");
            QCOMPARE(count->property("value").toInt(), 2);
            // One side per player: no seating line.
            QCOMPARE(child(dialog, QStringLiteral("seatingNote"))->property("visible").toBool(),
                     false);
            QCOMPARE(child(dialog, QStringLiteral("seatName0"))->property("text").toString(),
                     QStringLiteral("Redog"));
            QCOMPARE(child(dialog, QStringLiteral("seatKind1"))->property("currentValue"),
                     QVariant(QStringLiteral("standard")));
            QMetaObject::invokeMethod(dialog, "close");
            QMetaObject::invokeMethod(window.get(), "showHome");
            stage.settle();
        }
        // The next run.
        AppSettings later(true);
        const QVariantMap kept = later.newGameChoices(QStringLiteral("galaxy-fighters")).toMap();
        QCOMPARE(kept.value(QStringLiteral("difficultyBox")).toString(), QStringLiteral("rookie"));
        const QVariantList seats = kept.value(QStringLiteral("seats")).toList();
        QCOMPARE(seats.size(), 3);
        QCOMPARE(seats[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(seats[1].toMap().value(QStringLiteral("human")).toBool(), true);
        QCOMPARE(seats[2].toMap().value(QStringLiteral("level")).toString(),
                 QStringLiteral("strong"));
        QVERIFY(later.newGameChoices(QStringLiteral("galaxy-of-d")).toMap().isEmpty());
        settings.setNewGameChoices(QStringLiteral("galaxy-fighters"), {});
        AppSettings::setInstance(nullptr);
    }

    // Starting a new game, or opening a saved one, never throws away the game in progress:
    // a game changed since it was last saved to a file is saved into "Games put aside"
    // first (the new-game dialog says so before), and loads again from there; a game just
    // saved, or over, is not kept again.
    void anotherGamePutsTheGameInProgressAside()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        QDir aside(starboard::gamesPutAsideFolder());
        QVERIFY(aside.removeRecursively() || !aside.exists());
        auto files = [&] {
            return aside.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        };
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QVERIFY(session);
            session->setComputerDelay(0);
            QCOMPARE(session->startNewGame(hotseat()), QString());
            stage.settle();
            // A fresh game holds nothing to keep.
            QVERIFY(!settings.hasGameToPutAside(session));
            // (Bob decides first: the game starts behind the pass screen, session 22.)
            if (session->privacyScreen())
                session->acknowledgePrivacy();
            QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
            QVERIFY(settings.hasGameToPutAside(session));
            const std::string before = session->state()->toString();

            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-command")));
            stage.settle();
            QObject *dialog = window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            QVERIFY(dialog);
            QObject *note = findByProperty(dialog, "objectName", QStringLiteral("putAsideNote"));
            QVERIFY(note);
            QVERIFY(note->property("visible").toBool());
            QVERIFY(note->property("text").toString().contains(QLatin1String("Galaxy of D")));
            QMetaObject::invokeMethod(dialog, "start");
            QCOMPARE(dialog->property("error").toString(), QString());
            QCOMPARE(session->gameId(), QStringLiteral("galaxy-command"));
            QCOMPARE(files().size(), 1);
            QVERIFY(files().front().startsWith(QLatin1String("galaxy-of-d ")));
            QCOMPARE(settings.lastFolder(), QUrl::fromLocalFile(aside.absolutePath()));
            // Open starts there; Save does not (helper 19 was offered to save its own game
            // among the games put aside).
            QVERIFY(settings.saveFolder().isLocalFile());
            QVERIFY(QFileInfo(settings.saveFolder().toLocalFile()).isDir());
            QVERIFY(QFileInfo(settings.saveFolder().toLocalFile()).absoluteFilePath() !=
                    aside.absolutePath());
            {
                GameSession kept;
                QCOMPARE(kept.load(QUrl::fromLocalFile(aside.filePath(files().front()))),
                         QString());
                QCOMPARE(kept.state()->toString(), before);
            }

            // The new game, untouched, is not kept again; changed, "Open saved game" keeps it.
            QMetaObject::invokeMethod(dialog, "close");
            stage.settle();
            QMetaObject::invokeMethod(window.get(), "newGame",
                                      Q_ARG(QString, QStringLiteral("galaxy-command")));
            stage.settle();
            QVERIFY(!note->property("visible").toBool());
            QMetaObject::invokeMethod(dialog, "close");
            stage.settle();
            QTRY_VERIFY(session->humanToAct());
            QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
            session->waitForComputer();
            QVERIFY(settings.hasGameToPutAside(session));
            QMetaObject::invokeMethod(
                window.get(), "loadGame",
                Q_ARG(QUrl, QUrl::fromLocalFile(aside.filePath(files().front()))));
            stage.settle();
            QCOMPARE(session->gameId(), QStringLiteral("galaxy-of-d"));
            QCOMPARE(session->state()->toString(), before);
            const QStringList both = files();
            QCOMPARE(both.size(), 2);
            QVERIFY(both.back().startsWith(QLatin1String("galaxy-command ")) ||
                    both.front().startsWith(QLatin1String("galaxy-command ")));

            // Saved to a file and unchanged since: nothing more to keep.
            QTemporaryDir dir;
            QCOMPARE(session->save(QUrl::fromLocalFile(dir.filePath(QStringLiteral("g.json")))),
                     QString());
            QVERIFY(!settings.hasGameToPutAside(session));
            QMetaObject::invokeMethod(window.get(), "showHome");
            stage.settle();
        }
        aside.removeRecursively();
        AppSettings::setInstance(nullptr);
    }

    // The dialogs in the app window (with its palette), each opened and closed.
    void mainWindowDialogs()
    {
        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *shown = qobject_cast<QQuickWindow *>(window.get());
        QVERIFY(shown);
        struct Step
        {
            const char *function;
            const char *shot;
        };
        for (const Step &step : {Step{"openSettings", "main-settings"},
                                 Step{"openAbout", "main-about"}, Step{nullptr, "main-new-game"}}) {
            if (step.function)
                QVERIFY(QMetaObject::invokeMethod(window.get(), step.function));
            else
                QVERIFY(QMetaObject::invokeMethod(window.get(), "newGame",
                                                  Q_ARG(QString, QStringLiteral("galaxy-of-d"))));
            stage.settle();
            Stage::shoot(shown, QString::fromLatin1(step.shot));
            // Escape closes the dialog.
            QTest::keyClick(shown, Qt::Key_Escape);
            stage.settle();
        }
    }

    // Two humans: the pass screen covers the game until the next one confirms.
    void hotseatPassScreen()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(hotseat()), QString());
        Stage stage;
        std::unique_ptr<QObject> screen(
            stage.create(QStringLiteral("pages/GameScreen.qml"),
                         {{QStringLiteral("session"), QVariant::fromValue(&session)}}));
        QVERIFY(screen);
        if (!session.privacyScreen()) {
            // Play the human decisions until the seat changes hands.
            for (int i = 0; i < 200 && !session.privacyScreen() && !session.isTerminal(); ++i) {
                const auto actions = session.state()->legalActions();
                QCOMPARE(session.apply(actions.front()), QString());
                session.waitForComputer();
            }
        }
        QVERIFY(session.privacyScreen());
        stage.settle();
        const QString name = session.seats()->name(session.privacySeat());
        QVERIFY(
            findVisibleText(stage.window.contentItem(), QStringLiteral("Pass to %1").arg(name)));
        Stage::shoot(&stage.window, QStringLiteral("pass-screen"));
        session.acknowledgePrivacy();
        stage.settle();
        QVERIFY(
            !findVisibleText(stage.window.contentItem(), QStringLiteral("Pass to %1").arg(name)));
    }

    // A finished game's result is kept: recorded once when the end is reached by playing
    // (not again for the same game opened later), written to the results file, read back by
    // the next run, and shown on the home screen with the seed.
    void resultsAreKeptAndShown()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        const QString file = settings.results()->fileName();
        QVERIFY(file.endsWith(QLatin1String("results.json")));
        QFile::remove(file);
        {
            AppSettings fresh(true); // nothing from an earlier run
            QVERIFY(fresh.results()->entries().empty());
        }
        AppSettings settings2(true);
        AppSettings::setInstance(&settings2);
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("over.json"));
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(session->startNewGame(galaxyCommand()), QString());
            session->waitForComputer();
            session->concede(0);
            QTRY_VERIFY(session->isTerminal());
            QCOMPARE(settings2.results()->entries().size(), std::size_t(1));
            const QJsonObject entry = settings2.results()->entries().front();
            QCOMPARE(entry.value(QLatin1String("gameId")).toString(),
                     QStringLiteral("galaxy-command"));
            QCOMPARE(entry.value(QLatin1String("seed")).toString(), QStringLiteral("3"));
            QVERIFY(!entry.value(QLatin1String("note")).toString().isEmpty());
            QCOMPARE(entry.value(QLatin1String("seats")).toArray().size(), 2);
            // The same finished game opened again is not a second result.
            QCOMPARE(session->save(QUrl::fromLocalFile(saved)), QString());
            QMetaObject::invokeMethod(window.get(), "loadGame",
                                      Q_ARG(QUrl, QUrl::fromLocalFile(saved)));
            QTRY_VERIFY(session->isTerminal());
            QCOMPARE(settings2.results()->entries().size(), std::size_t(1));
            // Home in the same event-loop turn as the load (a shortcut, a slow machine): the
            // seat panels of the game screen being left are rebuilt and torn down while it is
            // hidden, which crashed in Qt 6.4's layouts (ComponentHost).

            // The home screen shows it.
            QMetaObject::invokeMethod(window.get(), "showHome");
            stage.settle();
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QObject *panel = nullptr;
            QTRY_VERIFY((panel = findByProperty(content, "objectName",
                                                QStringLiteral("results-galaxy-command"))));
            QVERIFY(panel->property("visible").toBool());
            QTRY_VERIFY(findVisibleText(content, QStringLiteral("Seed 3")));
            Stage::shoot(qobject_cast<QQuickWindow *>(window.get()), QStringLiteral("results"));
            // The result is worded in the language of the moment, not of its recording.
            QStringList scores;
            for (const QJsonValue &s : entry.value(QLatin1String("seats")).toArray())
                scores << QStringLiteral("%1 %2").arg(
                    s.toObject().value(QLatin1String("name")).toString(),
                    QString::number(s.toObject().value(QLatin1String("score")).toInt()));
            const QString english =
                QStringLiteral("The Empire loses: 0 of 4 distant systems aligned. (%1)")
                    .arg(scores.join(QLatin1String(", ")));
            QVERIFY(findVisibleText(content, english));
            if (QFile::exists(QStringLiteral(":/i18n/starboard_de.qm"))) {
                languages::install(QStringLiteral("de"));
                QTRY_VERIFY(findVisibleText(content, QStringLiteral("Ann, Bob (Computer)")));
                QVERIFY(
                    findVisibleText(content, QStringLiteral("Das Imperium verliert: 0 von 4 fernen "
                                                            "Systemen angeschlossen. (%1)")
                                                 .arg(scores.join(QLatin1String(", ")))));
                QVERIFY(!findVisibleText(content, english));
                languages::install(QStringLiteral("en"));
                QTRY_VERIFY(findVisibleText(content, english));
            }
            // The end screen of this run's game is one click away.
            QObject *seeResult = nullptr;
            QTRY_VERIFY((seeResult = findButton(content, QStringLiteral("See the result"))));
            QVERIFY(QMetaObject::invokeMethod(seeResult, "clicked"));
            QTRY_VERIFY(findByProperty(content, "summaryShown", true));
            window.reset();
        }
        // The next run reads them back.
        AppSettings later(true);
        QCOMPARE(later.results()->entries().size(), std::size_t(1));
        ResultsModel model;
        model.setHistory(later.results());
        model.setGameId(QStringLiteral("galaxy-command"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.played(), 1);
        QCOMPARE(model.won(), 0);
        QCOMPARE(model.data(model.index(0), ResultsModel::SeedRole).toString(),
                 QStringLiteral("3"));
        QVERIFY(model.data(model.index(0), ResultsModel::PlayersRole)
                    .toString()
                    .contains(QStringLiteral("Bob (computer)")));
        QFile::remove(file);
        AppSettings::setInstance(nullptr);
    }

    // "Won" on the home page counts the games the people at the table won: against the
    // computer, solitaire, a co-operative team; not a game between people, which one of them
    // lost (helper 19: a hotseat game counted as "1 won").
    void resultsCountWinsOfThePeopleAtTheTable()
    {
        ResultHistory history(QString{});
        const auto entry = [](const QString &key, const QVariantList &seats) {
            return QVariantMap{{QStringLiteral("gameId"), QStringLiteral("galactic-warfare")},
                               {QStringLiteral("seed"), QStringLiteral("1")},
                               {QStringLiteral("key"), key},
                               {QStringLiteral("note"), key},
                               {QStringLiteral("seats"), seats}};
        };
        const auto person = [](const QString &name, bool won) {
            return QVariantMap{{QStringLiteral("name"), name},
                               {QStringLiteral("human"), true},
                               {QStringLiteral("won"), won}};
        };
        const auto computer = [](bool won) {
            return QVariantMap{{QStringLiteral("name"), QStringLiteral("Computer")},
                               {QStringLiteral("human"), false},
                               {QStringLiteral("level"), QStringLiteral("standard")},
                               {QStringLiteral("won"), won}};
        };
        QVERIFY(history.record(entry(QStringLiteral("beat the computer"),
                                     {person(QStringLiteral("Ann"), true), computer(false)})));
        QVERIFY(history.record(entry(QStringLiteral("lost to the computer"),
                                     {person(QStringLiteral("Ann"), false), computer(true)})));
        QVERIFY(history.record(
            entry(QStringLiteral("hotseat"),
                  {person(QStringLiteral("Ann"), true), person(QStringLiteral("Bob"), false)})));
        QVERIFY(
            history.record(entry(QStringLiteral("team"), {person(QStringLiteral("Ann"), true),
                                                          person(QStringLiteral("Bob"), true)})));
        QVERIFY(history.record(entry(QStringLiteral("draw"),
                                     {person(QStringLiteral("Ann"), false), computer(false)})));
        ResultsModel model;
        model.setHistory(&history);
        model.setGameId(QStringLiteral("galactic-warfare"));
        QCOMPARE(model.played(), 5);
        QCOMPARE(model.won(), 2);
        QStringList won;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.data(model.index(row), ResultsModel::WonRole).toBool())
                won << model.data(model.index(row), ResultsModel::NoteRole).toString();
        QCOMPARE(won, (QStringList{QStringLiteral("team"), QStringLiteral("beat the computer")}));
    }

    // A result names the designed content it was played with (helper 19: a game on a board
    // of one's own looked like any other); the shipped content is not named.
    void resultsNameTheDesignedContent()
    {
        QTemporaryDir dir;
        const QString boardPath = designedBoard(dir);
        QVERIFY(!boardPath.isEmpty());
        ResultHistory history(QString{});
        for (const bool designed : {false, true}) {
            GameSession session;
            session.setComputerDelay(0);
            QVariantMap config{
                {QStringLiteral("gameId"), QStringLiteral("galactic-warfare")},
                {QStringLiteral("seed"), designed ? QStringLiteral("2") : QStringLiteral("1")},
                {QStringLiteral("seats"),
                 QVariantList{seat(QStringLiteral("Ann"), true, QString()),
                              seat(QStringLiteral("Bob"), false, QStringLiteral("beginner"))}}};
            if (designed)
                config.insert(QStringLiteral("boardFile"), boardPath);
            QCOMPARE(session.startNewGame(config), QString());
            session.waitForComputer();
            session.concede(0);
            QVERIFY(session.isTerminal());
            QVERIFY(history.record(session.resultEntry()));
        }
        ResultsModel model;
        model.setHistory(&history);
        model.setGameId(QStringLiteral("galactic-warfare"));
        QCOMPARE(model.rowCount(), 2);
        // The newest first.
        QCOMPARE(model.data(model.index(0), ResultsModel::ContentRole).toString(),
                 QStringLiteral("Ann's board"));
        QCOMPARE(model.data(model.index(1), ResultsModel::ContentRole).toString(), QString());
    }

    // A solitaire result says its rank and points once ("Remain a Commander: 11 victory
    // points.", not "... (11 points)"), and an entry recorded before the results kept their
    // facts still shows its note as written.
    void soloResultSaysItsPointsOnce()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(
                     {{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
                      {QStringLiteral("seats"), QVariantList{seat(QStringLiteral("Ann"), false,
                                                                  QStringLiteral("heuristic"))}},
                      {QStringLiteral("seed"), QStringLiteral("4")}}),
                 QString());
        QTRY_VERIFY_WITH_TIMEOUT((session.waitForComputer(), session.isTerminal()), 20000);
        ResultHistory history(QString{});
        QVERIFY(history.record(session.resultEntry()));
        QVariantMap old = session.resultEntry();
        old.remove(QStringLiteral("result"));
        old.insert(QStringLiteral("key"), QStringLiteral("an older one"));
        old.insert(QStringLiteral("note"), QStringLiteral("Written then."));
        QVERIFY(history.record(old));
        ResultsModel model;
        model.setHistory(&history);
        model.setGameId(QStringLiteral("galaxy-command"));
        QCOMPARE(model.rowCount(), 2);
        const auto *state = dynamic_cast<const gc::GcState *>(session.state());
        QVERIFY(state);
        const int points = state->score(0).total();
        const QString note = model.data(model.index(1), ResultsModel::NoteRole).toString();
        QVERIFY2(note.endsWith(QStringLiteral(": %1 victory points.").arg(points)) ||
                     note.endsWith(QStringLiteral("the game is lost.")),
                 qPrintable(note));
        QCOMPARE(model.data(model.index(1), ResultsModel::ScoresRole).toString(), QString());
        QCOMPARE(model.data(model.index(0), ResultsModel::NoteRole).toString(),
                 QStringLiteral("Written then."));
    }

    // Home in the same event-loop turn as a game is opened or started (a shortcut, a slow
    // machine): the game screen's seat panels are rebuilt and torn down while it is being
    // hidden. Every pair of games; this crashed inside Qt 6.4's layouts (ComponentHost).
    void leaveTheGameScreenInTheTurnOfALoad_data()
    {
        QTest::addColumn<bool>("firstGc");
        QTest::addColumn<bool>("secondGc");
        QTest::addColumn<bool>("byLoad");
        for (const bool byLoad : {true, false})
            for (const bool firstGc : {false, true})
                for (const bool secondGc : {false, true})
                    QTest::addRow("%s %s then %s", byLoad ? "load" : "new", firstGc ? "gc" : "god",
                                  secondGc ? "gc" : "god")
                        << firstGc << secondGc << byLoad;
    }

    void leaveTheGameScreenInTheTurnOfALoad()
    {
        QFETCH(bool, firstGc);
        QFETCH(bool, secondGc);
        QFETCH(bool, byLoad);
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("second.json"));
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            if (byLoad) {
                QCOMPARE(session->startNewGame(secondGc ? galaxyCommand() : versusComputer()),
                         QString());
                session->waitForComputer();
                QCOMPARE(session->save(QUrl::fromLocalFile(saved)), QString());
            }
            QCOMPARE(session->startNewGame(firstGc ? galaxyCommand() : versusComputer()),
                     QString());
            session->waitForComputer();
            stage.settle();
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QVERIFY(findByProperty(content, "objectName", QStringLiteral("seatColumn")));

            if (byLoad)
                QMetaObject::invokeMethod(window.get(), "loadGame",
                                          Q_ARG(QUrl, QUrl::fromLocalFile(saved)));
            else
                QCOMPARE(session->startNewGame(secondGc ? galaxyCommand() : versusComputer()),
                         QString());
            QMetaObject::invokeMethod(window.get(), "showHome");
            stage.settle();
            QTRY_VERIFY(!findByProperty(content, "objectName", QStringLiteral("seatColumn")));
            QCOMPARE(session->gameId(),
                     secondGc ? QStringLiteral("galaxy-command") : QStringLiteral("galaxy-of-d"));
            // And back to the game, which shows the second game's panels.
            QMetaObject::invokeMethod(window.get(), "showGame");
            stage.settle();
            QTRY_VERIFY(findByProperty(content, "objectName", QStringLiteral("seatColumn")));
        }
        AppSettings::setInstance(nullptr);
    }

    // "Hint" asks the Strong level for the human to act: a legal move shown in words on the
    // board, never played, gone when the position changes.
    void hintSuggestsAMoveWithoutPlayingIt()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->waitForComputer();
            stage.settle();
            QVERIFY(session->humanToAct());
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QObject *hint = nullptr;
            QTRY_VERIFY((hint = findButton(content, QStringLiteral("Hint"))));
            QTRY_VERIFY(hint->property("enabled").toBool());
            const int revision = session->revision();
            const std::size_t length = session->state()->history().size();
            QVERIFY(QMetaObject::invokeMethod(hint, "clicked"));
            QTRY_VERIFY_WITH_TIMEOUT(!session->isSuggesting(), 60000);
            QVERIFY(session->hintAction() >= 0);
            QVERIFY(session->state()->isLegal(session->hintAction()));
            QCOMPARE(session->revision(), revision);
            QCOMPARE(session->state()->history().size(), length);
            // The decision's words only (not what the engine would resolve with it).
            const QString shown = QStringLiteral("Suggestion: %1")
                                      .arg(session->actionText(session->hintAction())
                                               .section(QLatin1Char('\n'), 0, 0));
            QTRY_VERIFY(findVisibleText(content, shown));
            Stage::shoot(qobject_cast<QQuickWindow *>(window.get()), QStringLiteral("hint"));
            // Played (here: the suggestion itself), the position changes and the hint goes.
            QCOMPARE(session->apply(session->hintAction()), QString());
            QCOMPARE(session->hintAction(), qint64(-1));
            stage.settle();
            QVERIFY(!findVisibleText(content, shown));

            // A suggestion on the galaxy (placing the Starbase, a move) rings its sectors:
            // follow the hints until one is.
            auto rings = [&] {
                return int(visibleItemsNamed(content, QStringLiteral("hintRing")).size());
            };
            bool ringed = false;
            for (int step = 0; step < 12 && !ringed && !session->isTerminal(); ++step) {
                session->waitForComputer();
                QTRY_VERIFY(session->canSuggest());
                QVERIFY(QMetaObject::invokeMethod(hint, "clicked"));
                QTRY_VERIFY_WITH_TIMEOUT(!session->isSuggesting(), 60000);
                QVERIFY(session->hintAction() >= 0);
                const auto kind = god::actionKind(session->hintAction());
                if (kind == god::ActionKind::PlaceStarbase || kind == god::ActionKind::Move) {
                    const int expected = kind == god::ActionKind::Move ? 2 : 1;
                    QTRY_COMPARE(rings(), expected);
                    Stage::shoot(qobject_cast<QQuickWindow *>(window.get()),
                                 QStringLiteral("hint-ring"));
                    ringed = true;
                }
                QCOMPARE(session->apply(session->hintAction()), QString());
            }
            QVERIFY(ringed);
            stage.settle();
            QCOMPARE(rings(), 0);
        }
        AppSettings::setInstance(nullptr);
    }

    // Galaxy Command's hint points on the board too: a ring around the card to explore or
    // conquer, the technology to discover, or the button to press; exactly one, and gone
    // once the suggestion is played. A solitaire game follows its hints.
    void galaxyCommandHintRingsWhatToClick()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(
                session->startNewGame(
                    {{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
                     {QStringLiteral("seats"), QVariantList{seat(QStringLiteral("Ann"), true)}},
                     {QStringLiteral("seed"), QStringLiteral("8")}}),
                QString());
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QObject *hint = nullptr;
            QTRY_VERIFY((hint = findButton(content, QStringLiteral("Hint"))));
            // The visible rings and what each surrounds.
            auto rings = [&] { return visibleItemsNamed(content, QStringLiteral("hintRing")); };
            std::set<int> kinds;
            for (int step = 0; step < 200 && !session->isTerminal() && kinds.size() < 3; ++step) {
                session->waitForComputer();
                if (!session->humanToAct() || !session->canSuggest())
                    continue;
                QVERIFY(QMetaObject::invokeMethod(hint, "clicked"));
                QTRY_VERIFY_WITH_TIMEOUT(!session->isSuggesting(), 60000);
                const qint64 action = session->hintAction();
                QVERIFY(action >= 0);
                stage.settle();
                const auto shown = rings();
                QCOMPARE(shown.size(), 1);
                // The ring sits on what a click plays the suggestion with.
                QQuickItem *target = shown.front()->parentItem();
                while (target && !target->property("slot").isValid() &&
                       !target->property("techIndex").isValid() &&
                       !target->inherits("QQuickAbstractButton"))
                    target = target->parentItem();
                QVERIFY(target);
                const auto kind = gc::actionKind(action);
                kinds.insert(int(kind));
                if (kind == gc::ActionKind::Explore || kind == gc::ActionKind::Conquer)
                    QCOMPARE(target->property("slot").toInt(), gc::actionPayload(action));
                else if (kind == gc::ActionKind::Discover)
                    QCOMPARE(target->property("techIndex").toInt(), gc::actionPayload(action));
                else
                    QVERIFY2(target->inherits("QQuickAbstractButton"),
                             qPrintable(QString::number(int(kind))));
                if (step == 0)
                    Stage::shoot(qobject_cast<QQuickWindow *>(window.get()),
                                 QStringLiteral("gc-hint"));
                QCOMPARE(session->apply(action), QString());
                stage.settle();
                QVERIFY(rings().isEmpty());
            }
            // Three kinds of decision (a card, a button, a technology...) were ringed.
            QVERIFY2(kinds.size() >= 3, qPrintable(QString::number(kinds.size())));
        }
        AppSettings::setInstance(nullptr);
    }

    // Galaxy Fighters' hint points on its board too: a ring around the space a click plays
    // it with (a move, the aimed engine's or special's space) or the cockpit's button (a
    // command, a cockpit choice, an overflow); gone once the suggestion is played.
    void galaxyFightersHintRingsWhatToClick()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(
                session->startNewGame(
                    {{QStringLiteral("gameId"), QStringLiteral("galaxy-fighters")},
                     {QStringLiteral("seats"), QVariantList{seat(QStringLiteral("Ann"), true)}},
                     {QStringLiteral("seed"), QStringLiteral("5")}}),
                QString());
            auto *content = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QObject *hint = nullptr;
            QTRY_VERIFY((hint = findButton(content, QStringLiteral("Hint"))));
            auto rings = [&] { return visibleItemsNamed(content, QStringLiteral("hintRing")); };
            bool cellRinged = false, commandRinged = false, choiceRinged = false;
            for (int step = 0; step < 60 && !session->isTerminal(); ++step) {
                session->waitForComputer();
                stage.settle();
                if (!session->humanToAct())
                    continue;
                const auto *s = dynamic_cast<const gf::GfState *>(session->state());
                QVERIFY(s);
                const bool choosing = s->phase() == gf::Phase::ChooseWeapon ||
                                      s->phase() == gf::Phase::ChooseTile ||
                                      s->phase() == gf::Phase::ChooseEngine;
                // The cockpit's choices: the first one's hint, then on to the Command phase.
                if (choosing && choiceRinged) {
                    QCOMPARE(session->apply(s->legalActions().front()), QString());
                    continue;
                }
                if (cellRinged && commandRinged)
                    break;
                QTRY_VERIFY(session->canSuggest());
                QVERIFY(QMetaObject::invokeMethod(hint, "clicked"));
                QTRY_VERIFY_WITH_TIMEOUT(!session->isSuggesting(), 60000);
                const qint64 action = session->hintAction();
                QVERIFY(action >= 0);
                stage.settle();
                const auto kind = gf::actionKind(action);
                const int payload = gf::actionPayload(action);
                // What a click plays the suggestion with.
                QString button;
                int cell = -1;
                switch (kind) {
                case gf::ActionKind::ChooseWeapon:
                case gf::ActionKind::ChooseTile:
                case gf::ActionKind::ChooseEngine:
                    button = QStringLiteral("gfChoice%1").arg(payload);
                    break;
                case gf::ActionKind::Overflow:
                    button = QStringLiteral("gfOverflow%1").arg(payload);
                    break;
                case gf::ActionKind::Move:
                    cell = payload;
                    break;
                case gf::ActionKind::Fire:
                    button = QStringLiteral("gfFire");
                    break;
                case gf::ActionKind::Weapon:
                    button = QStringLiteral("gfWeapon");
                    break;
                case gf::ActionKind::Engine:
                    button = QStringLiteral("gfEngine");
                    break;
                case gf::ActionKind::Special:
                    button = QStringLiteral("gfSpecial");
                    break;
                case gf::ActionKind::Reroll:
                    button = QStringLiteral("gfReroll");
                    break;
                case gf::ActionKind::EndTurn:
                    button = QStringLiteral("gfEndTurn");
                    break;
                default:
                    QFAIL(qPrintable(QString::number(int(kind))));
                }
                const auto shown = rings();
                QVERIFY(!shown.isEmpty());
                bool onButton = false, onCell = false;
                for (QQuickItem *ring : shown) {
                    QQuickItem *target = ring->parentItem();
                    while (target && !target->property("cellIndex").isValid() &&
                           !target->inherits("QQuickAbstractButton"))
                        target = target->parentItem();
                    QVERIFY(target);
                    if (target->property("cellIndex").isValid()) {
                        // A move's space, or the space the aimed engine or special goes to.
                        if (cell >= 0)
                            QCOMPARE(target->property("cellIndex").toInt(), cell);
                        else
                            QVERIFY(kind == gf::ActionKind::Engine ||
                                    kind == gf::ActionKind::Special);
                        onCell = true;
                    } else {
                        QQuickItem *named = target;
                        while (named && !named->objectName().startsWith(QLatin1String("gf")))
                            named = named->parentItem();
                        QVERIFY(named);
                        QCOMPARE(named->objectName(), button);
                        onButton = true;
                    }
                }
                if (cell >= 0)
                    QVERIFY(onCell);
                QCOMPARE(onButton, !button.isEmpty());
                if (cell >= 0 && !cellRinged)
                    Stage::shoot(qobject_cast<QQuickWindow *>(window.get()),
                                 QStringLiteral("gf-hint-move"));
                if (choosing)
                    choiceRinged = true;
                else if (cell >= 0)
                    cellRinged = true;
                else
                    commandRinged = true;
                QCOMPARE(session->apply(action), QString());
                stage.settle();
                QVERIFY(rings().isEmpty());
            }
            QVERIFY(choiceRinged);
            QVERIFY(cellRinged);
            QVERIFY(commandRinged);
        }
        AppSettings::setInstance(nullptr);
    }

    // While the computer plays its turn, a click anywhere on the game screen or a key shows
    // the rest of it at once (and makes no move).
    void computerTurnSkippedByAClickOrAKey()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *shown = qobject_cast<QQuickWindow *>(window.get());
            auto *session = window->property("session").value<GameSession *>();
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->setComputerDelay(5000); // a turn of several moves: many seconds
            session->waitForComputer();
            stage.settle();
            // The game screen has slid in (StackView takes no input while it moves).
            QObject *screen = nullptr;
            QTRY_VERIFY((screen = findByProperty(shown->contentItem(), "objectName",
                                                 QStringLiteral("gameScreen"))));
            QTRY_VERIFY(screen->property("current").toBool());
            QTRY_VERIFY(!findByProperty(shown->contentItem(), "busy", true));
            QSignalSpy applied(session, &GameSession::actionApplied);
            int clicks = 0;
            int keys = 0;
            for (int step = 0; step < 300 && (clicks == 0 || keys == 0) && !session->isTerminal();
                 ++step) {
                QVERIFY(session->humanToAct());
                const auto legal = session->state()->legalActions();
                QCOMPARE(session->apply(legal[std::size_t(step) % legal.size()]), QString());
                if (!session->isThinking())
                    continue;
                const qsizetype before = applied.size();
                QTRY_VERIFY_WITH_TIMEOUT(applied.size() > before || !session->isThinking(), 3000);
                if (!session->isThinking())
                    continue; // a turn of one move
                const std::size_t length = session->state()->history().size();
                if (clicks <= keys) {
                    QTest::mouseClick(shown, Qt::LeftButton, {},
                                      QPoint(shown->width() / 2, shown->height() / 2));
                    ++clicks;
                } else {
                    QTest::keyClick(shown, Qt::Key_Space);
                    ++keys;
                }
                // The moves already chosen show at once; a part of the turn after a chance
                // outcome may still be being worked out (well under the 5 s a move would
                // otherwise wait).
                QTRY_VERIFY2_WITH_TIMEOUT(!session->isThinking(),
                                          clicks > keys ? "by a click" : "by a key", 2000);
                QVERIFY(session->humanToAct() || session->isTerminal());
                QVERIFY(session->state()->history().size() > length);
                // The click made no move of the human's.
                for (qsizetype i = before; i < applied.size(); ++i)
                    QVERIFY(applied[i][1].toInt() != 0);
            }
            QVERIFY(clicks > 0);
            QVERIFY(keys > 0);
        }
        AppSettings::setInstance(nullptr);
    }

    // A game in progress is autosaved; "Continue" brings it back; a finished game leaves
    // no autosave.
    void autosaveAndContinue()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        QFile::remove(settings.autosaveUrl().toLocalFile());
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->waitForComputer();
            QTRY_VERIFY(settings.hasAutosave());
            const int revision = session->revision();

            std::unique_ptr<QObject> other(stage.create(QStringLiteral("Main.qml")));
            auto *otherSession = other->property("session").value<GameSession *>();
            QMetaObject::invokeMethod(other.get(), "loadGame", Q_ARG(QUrl, settings.autosaveUrl()));
            QTRY_VERIFY(otherSession->isActive());
            QCOMPARE(otherSession->seedText(), session->seedText());
            QCOMPARE(otherSession->state()->history().size(), session->state()->history().size());
            QVERIFY(revision > 0);

            session->concede(0);
            QTRY_VERIFY(!settings.hasAutosave());
            window.reset();
            other.reset();
        }
        AppSettings::setInstance(nullptr);
    }

    // An autosave that cannot be written (its folder is a regular file: fails for root too)
    // shows a notice on the game screen once, not on every move; the home page's Continue
    // then says its position may be older, also after a restart; a successful autosave ends
    // both.
    void autosaveFailureIsShown()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        const QString path = settings.autosaveUrl().toLocalFile();
        const QString folder = QFileInfo(path).absolutePath();
        const QString away = folder + QStringLiteral(".away");
        QFile::remove(path);
        QVERIFY(QDir().mkpath(folder));
        const auto restore = qScopeGuard([&] { // also after a failed check
            if (QFileInfo(away).isDir()) {
                QFile::remove(folder);
                QDir().rename(away, folder);
            }
            AppSettings::setInstance(nullptr);
        });
        {
            Stage stage;
            auto [window, shown, session] = startMainGame(stage);
            QVERIFY(session);
            QTRY_VERIFY(settings.hasAutosave());
            settings.waitForAutosave();
            QCOMPARE(settings.autosaveError(), QString());
            QObject *notice = nullptr;
            QTRY_VERIFY((notice = findByProperty(shown->contentItem(), "objectName",
                                                 QStringLiteral("autosaveNotice"))));
            QVERIFY(!notice->property("visible").toBool());

            // The data folder becomes unwritable; the next settled position fails to save.
            QVERIFY(QDir().rename(folder, away));
            QFile blocker(folder);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            blocker.close();
            const auto move = [&] {
                QTRY_VERIFY(session->humanToAct());
                QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
                session->waitForComputer();
                QTRY_VERIFY(session->humanToAct() || session->isTerminal());
                settings.waitForAutosave();
                QTest::qWait(50);
            };
            move();
            QTRY_VERIFY(!settings.autosaveError().isEmpty());
            QVERIFY2(settings.autosaveError().startsWith(path + QStringLiteral(": ")),
                     qPrintable(settings.autosaveError()));
            QTRY_VERIFY(notice->property("visible").toBool());
            auto *text = findByProperty(notice, "objectName", QStringLiteral("autosaveNoticeText"));
            QVERIFY(text);
            QVERIFY(text->property("text").toString().contains(settings.autosaveError()));
            auto *close = qobject_cast<QQuickItem *>(
                findByProperty(notice, "objectName", QStringLiteral("autosaveNoticeClose")));
            QVERIFY(close);
            QTRY_VERIFY(!close->property("guarded").toBool()); // the button's click guard
            QTest::mouseClick(
                shown, Qt::LeftButton, {},
                close->mapToScene(QPointF(close->width() / 2, close->height() / 2)).toPoint());
            QTRY_VERIFY(!notice->property("visible").toBool());
            // Another failing move: the notice is not shown again.
            QSignalSpy errorChanged(&settings, &AppSettings::autosaveErrorChanged);
            if (!session->isTerminal())
                move();
            QCOMPARE(errorChanged.size(), 0);
            QVERIFY(!settings.autosaveError().isEmpty());
            QVERIFY(!notice->property("visible").toBool());

            // The folder comes back with the older autosave in it: Continue on the home page
            // (of this run, and of the next start) says it may be older.
            QVERIFY(QFile::remove(folder));
            QVERIFY(QDir().rename(away, folder));
            QVERIFY(settings.hasAutosave());
            AppSettings next(true);
            QCOMPARE(next.autosaveError(), settings.autosaveError());
            std::unique_ptr<QObject> home(stage.create(QStringLiteral("Main.qml")));
            auto *homeWindow = qobject_cast<QQuickWindow *>(home.get());
            QObject *detail = nullptr;
            QTRY_VERIFY((detail = findByProperty(homeWindow->contentItem(), "objectName",
                                                 QStringLiteral("continueDetail"))));
            QTRY_VERIFY2(detail->property("text").toString().contains(
                             QStringLiteral("may be an older position")),
                         qPrintable(detail->property("text").toString()));

            // An autosave that works again ends the notice and the warning.
            settings.autosave(session);
            settings.waitForAutosave();
            QTRY_COMPARE(settings.autosaveError(), QString());
            QTRY_VERIFY(!detail->property("text").toString().contains(
                QStringLiteral("may be an older position")));
            QCOMPARE(AppSettings(true).autosaveError(), QString());
            home.reset();
            window.reset();
        }
    }

    // Continue with a damaged autosave (a million bad actions) and no earlier one: a message
    // with the first problems (not an empty one) and a way to discard it, asked first.
    void damagedAutosaveCanBeDiscarded()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        const auto reset = qScopeGuard([] { AppSettings::setInstance(nullptr); });
        const QString path = settings.autosaveUrl().toLocalFile();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        {
            Stage stage;
            MainGame game = startMainGame(stage);
            QVERIFY(game.session);
            QTRY_VERIFY(settings.hasAutosave());
            settings.waitForAutosave();
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QVERIFY(record.contains(QStringLiteral("actions")));
        QJsonArray actions;
        for (int i = 0; i < 1000000; ++i)
            actions.append(QStringLiteral("x"));
        record.insert(QStringLiteral("actions"), actions);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(record).toJson(QJsonDocument::Compact));
        file.close();
        // Nothing earlier to fall back on (autosaveGenerationsAndFallback covers that).
        const QVariantList fallbacks = settings.autosaveFallbacks();
        QVERIFY(!fallbacks.isEmpty());
        for (const QVariant &fallback : fallbacks)
            QVERIFY(
                QFile::remove(fallback.toMap().value(QStringLiteral("url")).toUrl().toLocalFile()));

        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *shown = qobject_cast<QQuickWindow *>(window.get());
        // What the home page's Continue does.
        QMetaObject::invokeMethod(window.get(), "loadGame", Q_ARG(QUrl, settings.autosaveUrl()));
        QObject *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = findByProperty(window.get(), "objectName",
                                                          QStringLiteral("damagedAutosaveDialog"))),
                                 60000);
        QTRY_VERIFY(dialog->property("opened").toBool());
        const QString message = dialog->property("message").toString();
        const QStringList lines = message.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() == 101, qPrintable(QString::number(lines.size())));
        QVERIFY2(lines.first().startsWith(path + QStringLiteral(": /actions/0: ")),
                 qPrintable(lines.first()));
        QVERIFY(lines.last().contains(QStringLiteral("more problems")));
        auto *label =
            findByProperty(dialog, "objectName", QStringLiteral("damagedAutosaveMessage"));
        QVERIFY(label);
        QCOMPARE(label->property("text").toString(), message);

        const auto clickButton = [&](QObject *popup, const QString &text) {
            auto *footer = popup->property("footer").value<QQuickItem *>();
            QVERIFY(footer);
            auto *item = qobject_cast<QQuickItem *>(findByProperty(footer, "text", text));
            QVERIFY2(item, qPrintable(text));
            QTRY_VERIFY(!item->property("guarded").toBool()); // the buttons' click guard
            QTest::mouseClick(
                shown, Qt::LeftButton, {},
                item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
        };
        // Discard asks first; Cancel keeps the file.
        clickButton(dialog, QStringLiteral("Discard"));
        QObject *confirm = nullptr;
        QTRY_VERIFY((confirm = findByProperty(window.get(), "objectName",
                                              QStringLiteral("discardAutosaveDialog"))));
        QTRY_VERIFY(confirm->property("opened").toBool());
        QVERIFY(!dialog->property("visible").toBool());
        clickButton(confirm, QStringLiteral("Cancel"));
        QTRY_VERIFY(!confirm->property("visible").toBool());
        settings.waitForAutosave();
        QVERIFY(settings.hasAutosave());

        // Again, and Yes: the autosave is gone.
        QMetaObject::invokeMethod(window.get(), "loadGame", Q_ARG(QUrl, settings.autosaveUrl()));
        QTRY_VERIFY(dialog->property("opened").toBool());
        clickButton(dialog, QStringLiteral("Discard"));
        QTRY_VERIFY(confirm->property("opened").toBool());
        clickButton(confirm, QStringLiteral("Yes"));
        QTRY_VERIFY(!settings.hasAutosave());
    }

    // The autosave keeps the last position of each of the last turns (issue 13, as Wesnoth
    // does); Continue falls back on the newest of them that loads when the autosave is
    // damaged, and says so; a new game's first autosave removes the old game's generations,
    // the end of the game all of them.
    void autosaveGenerationsAndFallback()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        const auto reset = qScopeGuard([&settings] {
            settings.removeAutosave();
            settings.waitForAutosave();
            AppSettings::setInstance(nullptr);
        });
        settings.removeAutosave();
        settings.waitForAutosave();
        const QString path = settings.autosaveUrl().toLocalFile();
        const auto contents = [](const QString &file) {
            QFile in(file);
            return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray("(missing)");
        };
        const auto damage = [](const QString &file) {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write("{\"format\": \"starboard.record\", \"actions\": [");
        };
        const auto generationTurns = [&settings] {
            QList<int> turns;
            for (const QVariant &fallback : settings.autosaveFallbacks())
                turns << fallback.toMap().value(QStringLiteral("turn")).toInt();
            return turns;
        };

        Stage stage;
        std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
        QVERIFY(window);
        auto *session = window->property("session").value<GameSession *>();
        QVariantMap config = hotseat();
        config.insert(QStringLiteral("seed"), QStringLiteral("41"));
        QCOMPARE(session->startNewGame(config), QString());
        // The last settled position of each turn, as the player saw it.
        std::map<int, QByteArray> lastOfTurn;
        for (int i = 0; i < 3000 && !session->isTerminal() && session->turn() < 9; ++i) {
            session->acknowledgePrivacy(); // hotseat: "pass to Bob"
            const auto legal = session->state()->legalActions();
            QCOMPARE(session->apply(legal[std::size_t(i * 7) % legal.size()]), QString());
            QCoreApplication::processEvents(); // autosaveLater()
            settings.waitForAutosave();
            lastOfTurn[session->turn()] = session->serialized();
        }
        QVERIFY2(!session->isTerminal() && session->turn() >= 9,
                 qPrintable(QString::number(session->turn())));
        const int newest = session->turn();
        QCOMPARE(contents(path), session->serialized());
        QList<int> expected;
        for (int turn = newest; turn > newest - AppSettings::kAutosaveGenerations; --turn)
            expected << turn;
        expected << -1; // the position before the last autosave
        QCOMPARE(generationTurns(), expected);
        for (int turn = newest; turn > newest - AppSettings::kAutosaveGenerations; --turn)
            QCOMPARE(contents(settings.autosaveGenerationPath(turn)), lastOfTurn[turn]);

        // Continue with a damaged autosave: the newest generation (the same position).
        const auto continueIn = [&](std::unique_ptr<QObject> &other) {
            other.reset(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(other);
            QMetaObject::invokeMethod(other.get(), "loadGame", Q_ARG(QUrl, settings.autosaveUrl()));
        };
        // The notice (NoticeDialog; its contentItem has the title too).
        const auto noticeOf = [](QObject *other) -> QObject * {
            QObject *found =
                findByProperty(other, "title", QStringLiteral("An earlier autosave was used"));
            while (found && !found->property("opened").isValid())
                found = found->parent();
            return found;
        };
        damage(path);
        std::unique_ptr<QObject> other;
        continueIn(other);
        auto *otherSession = other->property("session").value<GameSession *>();
        QTRY_VERIFY(otherSession->isActive());
        QCOMPARE(otherSession->serialized(), lastOfTurn[newest]);
        QObject *notice = noticeOf(other.get());
        QVERIFY(notice);
        QTRY_VERIFY(notice->property("opened").toBool());
        QVERIFY2(
            notice->property("message").toString().startsWith(
                QStringLiteral("The game continues from its autosave of turn %1 (").arg(newest)),
            qPrintable(notice->property("message").toString()));
        QVERIFY2(notice->property("message").toString().contains(path + QStringLiteral(":1:")),
                 qPrintable(notice->property("message").toString()));
        QCOMPARE(other->property("playerFile").toString(), QString());
        QTRY_COMPARE(contents(path), lastOfTurn[newest]); // autosaved again from there
        settings.waitForAutosave();
        other.reset();

        // The newest generation damaged too: the turn before.
        damage(path);
        damage(settings.autosaveGenerationPath(newest));
        continueIn(other);
        otherSession = other->property("session").value<GameSession *>();
        QTRY_VERIFY(otherSession->isActive());
        QCOMPARE(otherSession->serialized(), lastOfTurn[newest - 1]);
        QTRY_VERIFY(noticeOf(other.get()) && noticeOf(other.get())->property("opened").toBool());
        QVERIFY(noticeOf(other.get())
                    ->property("message")
                    .toString()
                    .startsWith(QStringLiteral("The game continues from its autosave of turn %1 (")
                                    .arg(newest - 1)));
        settings.waitForAutosave();
        other.reset();

        // A new game: the old game's generations go with its first autosave.
        config.insert(QStringLiteral("seed"), QStringLiteral("42"));
        QCOMPARE(session->startNewGame(config), QString());
        QTRY_COMPARE(contents(path), session->serialized());
        settings.waitForAutosave();
        QCOMPARE(generationTurns(), (QList<int>{session->turn(), -1}));

        // The end of the game: nothing is left.
        session->concede(0);
        QTRY_VERIFY(!settings.hasAutosave());
        settings.waitForAutosave();
        QCOMPARE(generationTurns(), QList<int>());
        window.reset();
    }

    // Two instances on one profile never write each other's autosave: each takes the first
    // autosave slot whose lock no running instance holds; a lock left by a process that is
    // gone is taken over.
    void autosaveLockPerInstance()
    {
        auto first = std::make_unique<AppSettings>(true);
        auto second = std::make_unique<AppSettings>(true);
        const auto reset = qScopeGuard([] { AppSettings::setInstance(nullptr); });
        QCOMPARE(QFileInfo(first->autosaveUrl().toLocalFile()).fileName(),
                 QStringLiteral("autosave.json"));
        QCOMPARE(QFileInfo(second->autosaveUrl().toLocalFile()).fileName(),
                 QStringLiteral("autosave-2.json"));
        const auto contents = [](const QUrl &file) {
            QFile in(file.toLocalFile());
            return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray("(missing)");
        };
        // A game in each instance's window.
        const auto play = [](Stage &stage, AppSettings *settings, const QString &seed,
                             std::unique_ptr<QObject> &window) {
            AppSettings::setInstance(settings);
            window.reset(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QVariantMap config = hotseat();
            config.insert(QStringLiteral("seed"), seed);
            QCOMPARE(session->startNewGame(config), QString());
            session->acknowledgePrivacy();
            QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
        };
        Stage stage1;
        Stage stage2;
        std::unique_ptr<QObject> window1;
        std::unique_ptr<QObject> window2;
        play(stage1, first.get(), QStringLiteral("1"), window1);
        play(stage2, second.get(), QStringLiteral("2"), window2);
        auto *session1 = window1->property("session").value<GameSession *>();
        auto *session2 = window2->property("session").value<GameSession *>();
        QTRY_COMPARE(contents(first->autosaveUrl()), session1->serialized());
        QTRY_COMPARE(contents(second->autosaveUrl()), session2->serialized());
        QVERIFY(session1->serialized() != session2->serialized());
        const QByteArray secondGame = session2->serialized();

        // The second instance ends; a third started now gets its slot and its game.
        window2.reset();
        second.reset();
        AppSettings third(true);
        QCOMPARE(third.autosaveUrl(),
                 QUrl::fromLocalFile(first->autosaveUrl().toLocalFile().replace(
                     QStringLiteral("autosave.json"), QStringLiteral("autosave-2.json"))));
        QCOMPARE(contents(third.autosaveUrl()), secondGame);

        // The first instance dies without unlocking (its lock file stays, naming a process
        // that is gone): the next instance takes slot 1 over, with its game.
        const QString lockPath = QFileInfo(first->autosaveUrl().toLocalFile())
                                     .absoluteDir()
                                     .filePath(QStringLiteral("autosave.lock"));
        const QByteArray firstGame = session1->serialized();
        window1.reset();
        first->waitForAutosave();
        first.reset();
        QVERIFY(!QFileInfo::exists(lockPath));
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        QVERIFY(gone.waitForStarted());
        const qint64 pid = gone.processId();
        QVERIFY(gone.waitForFinished());
        QFile lock(lockPath);
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(QByteArray::number(pid) + '\n' + QCoreApplication::applicationName().toUtf8() +
                   '\n' + QSysInfo::machineHostName().toUtf8() + '\n');
        lock.close();
        AppSettings fourth(true);
        QCOMPARE(QFileInfo(fourth.autosaveUrl().toLocalFile()).fileName(),
                 QStringLiteral("autosave.json"));
        QCOMPARE(contents(fourth.autosaveUrl()), firstGame);
        fourth.removeAutosave();
        third.removeAutosave();
        fourth.waitForAutosave();
        third.waitForAutosave();
    }

    // A second instance's game outlives both instances: the next Starboard takes slot 1, finds
    // it empty and moves slot 2's autosave (with its generations) there, so that Continue
    // offers it; an autosave whose instance still runs is never taken.
    void orphanedAutosaveIsAdopted()
    {
        const auto reset = qScopeGuard([] { AppSettings::setInstance(nullptr); });
        const QDir folder(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        const auto autosaveFiles = [&folder] {
            return folder.entryList({QStringLiteral("autosave*.json*")}, QDir::Files);
        };
        const auto contents = [](const QUrl &file) {
            QFile in(file.toLocalFile());
            return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray("(missing)");
        };
        for (const QString &name : autosaveFiles()) // a failed test's
            QVERIFY(QFile::remove(folder.filePath(name)));
        auto first = std::make_unique<AppSettings>(true);
        auto second = std::make_unique<AppSettings>(true);
        QCOMPARE(QFileInfo(second->autosaveUrl().toLocalFile()).fileName(),
                 QStringLiteral("autosave-2.json"));
        QByteArray secondGame;
        {
            AppSettings::setInstance(second.get());
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QCOMPARE(session->startNewGame(hotseat()), QString());
            session->acknowledgePrivacy();
            QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
            QTRY_COMPARE(contents(second->autosaveUrl()), session->serialized());
            secondGame = session->serialized();
            AppSettings::setInstance(nullptr);
        }
        second->waitForAutosave();
        QVERIFY2(autosaveFiles().contains(QStringLiteral("autosave-2.turn-0.json")),
                 qPrintable(autosaveFiles().join(" ")));

        // While the second instance runs, a third (slot 3, empty) does not take its game.
        {
            AppSettings third(true);
            QCOMPARE(QFileInfo(third.autosaveUrl().toLocalFile()).fileName(),
                     QStringLiteral("autosave-3.json"));
            QVERIFY(!third.hasAutosave());
            QCOMPARE(contents(second->autosaveUrl()), secondGame);
        }
        // Both end; the next instance gets slot 1 and the second's game.
        second.reset();
        first.reset();
        AppSettings next(true);
        QCOMPARE(QFileInfo(next.autosaveUrl().toLocalFile()).fileName(),
                 QStringLiteral("autosave.json"));
        QVERIFY(next.hasAutosave());
        QCOMPARE(contents(next.autosaveUrl()), secondGame);
        QVERIFY2(autosaveFiles().contains(QStringLiteral("autosave.turn-0.json")),
                 qPrintable(autosaveFiles().join(' ')));
        QVERIFY2(!autosaveFiles().join(' ').contains(QStringLiteral("autosave-2")),
                 qPrintable(autosaveFiles().join(' ')));
        next.removeAutosave();
        next.waitForAutosave();
        QCOMPARE(autosaveFiles(), QStringList{});
    }

    // The GUI stress test (issue 13): what people do at the worst moment never crashes and
    // never leaves a broken game: quitting while the computer searches, closing the window
    // during a computer's animated turn, storms of moves, undos and redos without a pause,
    // switching the language while moves animate, loading another game while the computer
    // searches. Run by CI under AddressSanitizer too (and by hand under valgrind).
    void guiStress()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        settings.overrideLanguage(QStringLiteral("en"));
        QTemporaryDir dir;
        const QUrl saved = QUrl::fromLocalFile(dir.filePath(QStringLiteral("stress.json")));
        const QVariantMap expertFirst =
            gameConfig({seat(QStringLiteral("Cynder"), false, QStringLiteral("expert")),
                        seat(QStringLiteral("Ann"), true)});
        // Plays the human's first legal move until the computer is searching (or the game
        // ends); false when it never searched.
        const auto untilThinking = [](GameSession *session) {
            for (int step = 0; step < 400 && !session->isTerminal(); ++step) {
                if (session->isThinking())
                    return true;
                if (session->humanToAct()) {
                    const auto legal = session->state()->legalActions();
                    session->apply(legal[std::size_t(step) % legal.size()]);
                } else {
                    QTest::qWait(5);
                }
            }
            return session->isThinking();
        };

        // 1. Quit while the Expert computer searches: the window and its session go at once.
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QCOMPARE(session->startNewGame(expertFirst), QString());
            QVERIFY(untilThinking(session));
            window.reset();
        }

        // 2. Close the window during the computer's animated turn, then destroy it.
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *shown = qobject_cast<QQuickWindow *>(window.get());
            auto *session = window->property("session").value<GameSession *>();
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->setComputerDelay(400);
            QVERIFY(untilThinking(session));
            QTest::qWait(50);
            shown->close();
            QTest::qWait(50);
            window.reset();
        }

        // 3. Storms: moves, undos and redos as fast as a key repeats, in a hotseat game and
        // against the computer; 4. the language switched back and forth meanwhile; 5. the
        // saved game loaded while the computer searches.
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            QCOMPARE(session->startNewGame(hotseat()), QString());
            std::uint64_t x = 7;
            const auto next = [&x](std::uint64_t n) {
                x = x * 6364136223846793005ull + 1442695040888963407ull;
                return (x >> 33) % n;
            };
            int moves = 0;
            int undos = 0;
            for (int step = 0; step < 400 && !session->isTerminal(); ++step) {
                const auto r = next(10);
                if (r < 6) {
                    const auto legal = session->state()->legalActions();
                    if (!legal.empty() && session->humanToAct()) {
                        const qint64 action = legal[next(legal.size())];
                        if (!session->apply(action).isEmpty()) { // the pass screen first
                            session->acknowledgePrivacy();
                            QCOMPARE(session->apply(action), QString());
                        }
                        ++moves;
                    }
                } else if (r < 9) {
                    undos += session->canUndo() ? 1 : 0;
                    session->undo();
                } else {
                    session->redo();
                }
                if (step % 25 == 0)
                    QCoreApplication::processEvents();
            }
            stage.settle();
            QVERIFY2(moves > 100 && undos > 50,
                     qPrintable(QStringLiteral("%1 moves, %2 undos").arg(moves).arg(undos)));
            QCOMPARE(QString::fromStdString(session->state()->checkInvariants()), QString());
            QCOMPARE(session->save(saved), QString());

            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->setComputerDelay(150);
            int switchedWhileThinking = 0;
            for (int round = 0; round < 6; ++round) {
                QVERIFY(untilThinking(session) || session->isTerminal());
                switchedWhileThinking += session->isThinking() ? 1 : 0;
                settings.setLanguage(round % 2 == 0 ? QStringLiteral("de") : QStringLiteral("en"));
                QCoreApplication::processEvents();
                session->undo(); // while the computer's moves animate
                QTest::qWait(30);
            }
            settings.setLanguage(QStringLiteral("en"));
            QVERIFY(switchedWhileThinking >= 3);

            QCOMPARE(session->startNewGame(expertFirst), QString());
            QVERIFY(untilThinking(session));
            QCOMPARE(session->load(saved), QString());
            stage.settle();
            QVERIFY(!session->isThinking());
            QCOMPARE(session->state()->numPlayers(), 2);
            QVERIFY(session->seats()->isHuman(0) && session->seats()->isHuman(1)); // hotseat again
            QCOMPARE(QString::fromStdString(session->state()->checkInvariants()), QString());
        }
        languages::install(QStringLiteral("en"));
        AppSettings::setInstance(nullptr);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
    }

    // One autosave per settled position (a human to act, or the end), written off the GUI
    // thread; the last one written is the game as it stands.
    void autosaveOncePerSettledPosition()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        QFile::remove(settings.autosaveUrl().toLocalFile());
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QSignalSpy written(&settings, &AppSettings::autosaveChanged);
            QSignalSpy changed(session, &GameSession::stateChanged);
            // The computer begins: its moves and the set-up's dice, then the human.
            QCOMPARE(session->startNewGame(gameConfig(
                         {seat(QStringLiteral("Cynder"), false, QStringLiteral("heuristic")),
                          seat(QStringLiteral("Ann"), true)})),
                     QString());
            QTRY_VERIFY(session->humanToAct());
            QTRY_VERIFY(settings.hasAutosave());
            settings.waitForAutosave();
            QTest::qWait(50);
            QVERIFY(changed.size() > 5);
            QCOMPARE(written.size(), 1);
            int decisions = 0;
            for (; decisions < 30 && !session->isTerminal(); ++decisions) {
                QTRY_VERIFY(session->humanToAct() || session->isTerminal());
                if (session->isTerminal())
                    break;
                const auto legal = session->state()->legalActions();
                QCOMPARE(session->apply(legal[std::size_t(decisions) % legal.size()]), QString());
            }
            QTRY_VERIFY(session->humanToAct() || session->isTerminal());
            QTest::qWait(50);
            settings.waitForAutosave();
            QTest::qWait(50);
            QVERIFY(written.size() <= 1 + decisions);
            QVERIFY(written.size() > 1);
            if (!session->isTerminal()) {
                QFile file(settings.autosaveUrl().toLocalFile());
                QVERIFY(file.open(QIODevice::ReadOnly));
                QCOMPARE(file.readAll(), session->serialized());
            }
        }
        QFile::remove(settings.autosaveUrl().toLocalFile());
        AppSettings::setInstance(nullptr);
    }

    // "Save" writes the player's own file, not the autosave.
    // Ctrl+S and Ctrl+O through the file dialogs a person sees (Qt.labs.platform: here Qt
    // Widgets' QFileDialog, as on a desktop without a platform dialog): a typed absolute
    // path and the Save button save there; the same path and Open bring the game back.
    void saveAndOpenThroughTheFileDialogs()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("typed.json"));
        // The dialog a shortcut opened: its file name field and its accept button.
        auto dialogFor = [](const QString &title) -> QFileDialog * {
            for (QWidget *widget : QApplication::topLevelWidgets())
                if (auto *dialog = qobject_cast<QFileDialog *>(widget))
                    if (dialog->isVisible() && dialog->windowTitle() == title)
                        return dialog;
            return nullptr;
        };
        auto typeAndAccept = [](QFileDialog *dialog, const QString &typed, const QString &button) {
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            QVERIFY(name);
            name->clear();
            QTest::keyClicks(name, typed);
            QPushButton *accept = nullptr;
            for (QPushButton *b : dialog->findChildren<QPushButton *>())
                if (b->text().remove(QLatin1Char('&')) == button && b->isVisible())
                    accept = b;
            QVERIFY2(accept, qPrintable(button));
            QTRY_VERIFY(accept->isEnabled());
            QTest::mouseClick(accept, Qt::LeftButton);
        };
        {
            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *shown = qobject_cast<QQuickWindow *>(window.get());
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QCOMPARE(session->startNewGame(versusComputer()), QString());
            session->waitForComputer();
            stage.settle();
            QObject *screen = nullptr;
            QTRY_VERIFY((screen = findByProperty(shown->contentItem(), "objectName",
                                                 QStringLiteral("gameScreen"))));
            QTRY_VERIFY(screen->property("current").toBool());
            const std::size_t length = session->state()->history().size();

            shown->requestActivate();
            QTest::keyClick(shown, Qt::Key_S, Qt::ControlModifier);
            QFileDialog *save = nullptr;
            QTRY_VERIFY((save = dialogFor(QStringLiteral("Save the game"))));
            typeAndAccept(save, path, QStringLiteral("Save"));
            if (QTest::currentTestFailed())
                return;
            QTRY_VERIFY(QFileInfo::exists(path));
            QCOMPARE(window->property("playerFile").toString(), path);

            QCOMPARE(session->startNewGame(galaxyCommand()), QString());
            session->waitForComputer();
            stage.settle();
            shown->requestActivate();
            QTest::keyClick(shown, Qt::Key_O, Qt::ControlModifier);
            QFileDialog *open = nullptr;
            QTRY_VERIFY((open = dialogFor(QStringLiteral("Open a saved game"))));
            typeAndAccept(open, path, QStringLiteral("Open"));
            if (QTest::currentTestFailed())
                return;
            QTRY_COMPARE(session->gameId(), QStringLiteral("galaxy-of-d"));
            QCOMPARE(session->state()->history().size(), length);
            QTRY_COMPARE(window->property("playerFile").toString(), path);
        }
        AppSettings::setInstance(nullptr);
    }

    void saveGoesToThePlayersFile()
    {
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        QTemporaryDir dir;
        const QString own = dir.filePath(QStringLiteral("own.json"));
        {
            GameSession source;
            source.setComputerDelay(0);
            QCOMPARE(source.startNewGame(versusComputer()), QString());
            source.waitForComputer();
            QCOMPARE(source.save(QUrl::fromLocalFile(own)), QString());

            Stage stage;
            std::unique_ptr<QObject> window(stage.create(QStringLiteral("Main.qml")));
            QVERIFY(window);
            auto *session = window->property("session").value<GameSession *>();
            session->setComputerDelay(0);
            QMetaObject::invokeMethod(window.get(), "loadGame",
                                      Q_ARG(QUrl, QUrl::fromLocalFile(own)));
            QTRY_VERIFY(session->isActive());
            QCOMPARE(window->property("playerFile").toString(), own);
            stage.settle();

            // A move: the autosave follows, the player's file stays.
            const std::size_t before = session->state()->history().size();
            QVERIFY(session->humanToAct());
            QCOMPARE(session->apply(session->state()->legalActions().front()), QString());
            session->waitForComputer();
            QTRY_VERIFY(settings.hasAutosave());
            // The autosave is written beside the session: its file stays the player's.
            QCOMPARE(session->filePath(), own);
            QCOMPARE(window->property("playerFile").toString(), own);

            auto *contentItem = qobject_cast<QQuickWindow *>(window.get())->contentItem();
            QObject *screen = findByProperty(contentItem, "playerFile", own);
            QVERIFY(screen);
            QVERIFY(QMetaObject::invokeMethod(screen, "save"));
            GameSession reread;
            QCOMPARE(reread.load(QUrl::fromLocalFile(own)), QString());
            QVERIFY(reread.state()->history().size() > before);
            QCOMPARE(reread.state()->history().size(), session->state()->history().size());
        }
        QFile::remove(settings.autosaveUrl().toLocalFile());
        AppSettings::setInstance(nullptr);
    }

    // The language switches at once: QML texts follow without a restart.
    void languageSwitch()
    {
        if (!QFile::exists(QStringLiteral(":/i18n/starboard_de.qm")))
            QSKIP("the translations are not embedded in this test");
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        settings.overrideLanguage(QStringLiteral("en"));
        {
            Stage stage;
            GameSession session;
            std::unique_ptr<QObject> home(
                stage.create(QStringLiteral("pages/HomePage.qml"),
                             {{QStringLiteral("session"), QVariant::fromValue(&session)}}));
            QVERIFY(home);
            QVERIFY(findVisibleText(stage.window.contentItem(), QStringLiteral("Settings")));
            // The singleton is this instance: switching it retranslates the engine.
            QQmlComponent probe(&stage.engine);
            probe.setData("import QtQuick\nimport Starboard\nQtObject { "
                          "function german() { AppSettings.language = \"de\" } }",
                          QUrl());
            std::unique_ptr<QObject> switcher(probe.create());
            QVERIFY2(switcher, qPrintable(probe.errorString()));
            QVERIFY(QMetaObject::invokeMethod(switcher.get(), "german"));
            stage.settle();
            QCOMPARE(settings.effectiveLanguage(), QStringLiteral("de"));
            QVERIFY(findVisibleText(stage.window.contentItem(), QStringLiteral("Einstellungen")));
            // Texts from C++ models follow too (the game's pitch).
            QVERIFY(findVisibleText(stage.window.contentItem(),
                                    QStringLiteral("Zwei Flotten, eine Galaxie: Kaufe Schiffe, "
                                                   "halte Planeten, transportiere Fracht und "
                                                   "bombardiere die feindliche Sternenbasis.")));
        }
        languages::install(QStringLiteral("en"));
        AppSettings::setInstance(nullptr);
    }

    // Galaxy Command's log in German with the shipped translation: every line of a whole
    // game changes (a text filed under the wrong context by lupdate would stay English).
    void galaxyCommandLogInGerman()
    {
        if (!QFile::exists(QStringLiteral(":/i18n/starboard_de.qm")))
            QSKIP("the translations are not embedded in this test");
        GameSession session;
        session.setComputerDelay(0);
        const QVariantList seats{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                             {QStringLiteral("human"), false}},
                                 QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                             {QStringLiteral("human"), false}}};
        QCOMPARE(session.startNewGame({{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
                                       {QStringLiteral("seats"), seats},
                                       {QStringLiteral("seed"), QStringLiteral("5")}}),
                 QString());
        QTRY_VERIFY_WITH_TIMEOUT((session.waitForComputer(), session.isTerminal()), 20000);
        auto lines = [&session] {
            QStringList out;
            LogModel *log = session.log();
            for (int row = 0; row < log->rowCount(); ++row)
                out << log->data(log->index(row), LogModel::TextRole).toString();
            return out;
        };
        languages::install(QStringLiteral("en"));
        QCoreApplication::processEvents();
        const QStringList english = lines();
        QVERIFY(english.size() > 50);
        languages::install(QStringLiteral("de"));
        QCoreApplication::processEvents();
        const QStringList german = lines();
        languages::install(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(german.size(), english.size());
        for (int i = 0; i < english.size(); ++i)
            QVERIFY2(german[i] != english[i], qPrintable(english[i]));
    }

    // starboard --game galaxy-of-d --seed 3 --screenshot: a picture with a board in it.
    void screenshotOfAGame()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("game.png"));
        QProcess app;
        app.setProcessEnvironment(appEnvironment(dir.path()));
        app.start(QStringLiteral(STARBOARD_APP),
                  {QStringLiteral("--game"), QStringLiteral("galaxy-of-d"),
                   QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--screenshot"),
                   png});
        QVERIFY(app.waitForFinished(60000));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 400,
                 qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    }

    // starboard --workshop FILE --screenshot: the Workshop window with the file open; a
    // broken file is reported on stderr and not opened.
    void screenshotOfTheWorkshop()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("workshop.png"));
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"starboard.ships\",\n  oops }");
        file.close();
        QProcess app;
        QProcessEnvironment environment = appEnvironment(dir.path());
        // The offscreen platform warns about every Widgets window ("does not support
        // propagateSizeHints()"): not fatal here.
        environment.remove(QStringLiteral("QT_FATAL_WARNINGS"));
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(STARBOARD_APP),
                  {QStringLiteral("--workshop"), QStringLiteral("--screenshot"), png,
                   QStringLiteral(STARBOARD_SOURCE_DIR "/resources/data/galaxy-of-d/ships.json"),
                   broken});
        QVERIFY(app.waitForFinished(60000));
        const QByteArray err = app.readAllStandardError();
        QVERIFY2(app.exitCode() == 0, err.constData());
        QVERIFY2(err.contains(broken.toUtf8() + ":2:"), err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800 && image.height() >= 500);
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown game")
            << QStringList{QStringLiteral("--game"), QStringLiteral("chess")}
            << QStringLiteral("Unknown game 'chess'");
        QTest::newRow("bad seed") << QStringList{QStringLiteral("--game"),
                                                 QStringLiteral("galaxy-of-d"),
                                                 QStringLiteral("--seed"), QStringLiteral("-4")}
                                  << QStringLiteral("The seed must be a whole number");
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("tlh")}
            << QStringLiteral("Unknown language 'tlh'");
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("--load"), QStringLiteral("/no/such/game.json")}
            << QStringLiteral("There is no file '/no/such/game.json'");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--fullscreen")}
                                        << QStringLiteral("Unknown option 'fullscreen'");
        // A file to open (by its content) that is not there.
        QTest::newRow("missing file to open") << QStringList{QStringLiteral("game.json")}
                                              << QStringLiteral("There is no file 'game.json'");
    }

    void badCommandLines()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess app;
        app.setProcessEnvironment(appEnvironment(dir.path()));
        app.start(QStringLiteral(STARBOARD_APP), arguments);
        QVERIFY(app.waitForFinished(30000));
        const QString error = QString::fromLocal8Bit(app.readAllStandardError());
        QCOMPARE(app.exitCode(), 2);
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // --help, --version and a bad command line need no window system.
    void commandLineWithoutADisplay()
    {
        QTemporaryDir dir;
        QProcessEnvironment environment = appEnvironment(dir.path());
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QString::fromLatin1(name));
        QProcess app;
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(STARBOARD_APP), {QStringLiteral("--help")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        QVERIFY(app.readAllStandardOutput().contains("--screenshot"));
        app.start(QStringLiteral(STARBOARD_APP), {QStringLiteral("--version")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        QVERIFY(app.readAllStandardOutput().contains("starboard "));
        app.start(QStringLiteral(STARBOARD_APP), {QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("--seed needs --game"));
    }

    // High contrast through the Settings dialog: the switch (by a click, and by the
    // keyboard: Tab reaches it, Space toggles it) restyles Theme at once, is stored and is
    // read back by the next AppSettings; off again, the normal colours come back.
    void highContrastSwitch()
    {
        QSettings().remove(QStringLiteral("highContrast"));
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        QVERIFY(!settings.highContrast());
        Stage stage;
        std::unique_ptr<QObject> theme(themeOf(stage));
        QVERIFY(theme);
        const QStringList roles = {QStringLiteral("background"), QStringLiteral("surface"),
                                   QStringLiteral("text"),       QStringLiteral("textMuted"),
                                   QStringLiteral("textFaint"),  QStringLiteral("border"),
                                   QStringLiteral("accent")};
        auto colours = [&] {
            QStringList names;
            for (const QString &role : roles)
                names.append(colourOf(theme.get(), role).name(QColor::HexArgb));
            return names;
        };
        const QStringList normal = colours();
        QCOMPARE(colourOf(theme.get(), QStringLiteral("background")), QColor("#0d1220"));

        std::unique_ptr<QObject> dialog(stage.create(QStringLiteral("pages/SettingsDialog.qml")));
        QVERIFY(dialog);
        auto *toggle = qobject_cast<QQuickItem *>(findByProperty(
            stage.window.contentItem(), "objectName", QStringLiteral("highContrastSwitch")));
        QVERIFY(toggle);
        QVERIFY(toggle->isVisible());
        QVERIFY(!toggle->property("checked").toBool());
        QCOMPARE(quickstage::spokenName(toggle), QStringLiteral("High contrast"));
        click(stage, toggle);
        QTRY_VERIFY(settings.highContrast());
        QVERIFY(toggle->property("checked").toBool());
        const QStringList high = colours();
        for (qsizetype i = 0; i < roles.size(); ++i)
            QVERIFY2(high[i] != normal[i], qPrintable(roles[i]));
        QCOMPARE(colourOf(theme.get(), QStringLiteral("background")), QColor("#000000"));
        QCOMPARE(colourOf(theme.get(), QStringLiteral("text")), QColor("#ffffff"));
        QVERIFY(themeOf(theme.get())->property("focusWidth").toInt() > 3);
        QVERIFY(themeOf(theme.get())->property("borderWidth").toInt() > 1);
        QCOMPARE(QSettings().value(QStringLiteral("highContrast")).toBool(), true);
        {
            AppSettings next(true); // the next run
            QVERIFY(next.highContrast());
        }

        // By the keyboard: from the language box, Tab reaches the switch, then the size box.
        auto *languageBox = qobject_cast<QQuickItem *>(findByProperty(
            stage.window.contentItem(), "objectName", QStringLiteral("languageBox")));
        QVERIFY(languageBox);
        languageBox->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(&stage.window, Qt::Key_Tab);
        QTRY_VERIFY(toggle->hasActiveFocus());
        QTest::keyClick(&stage.window, Qt::Key_Space);
        QTRY_VERIFY(!settings.highContrast());
        QCOMPARE(colours(), normal);
        QCOMPARE(QSettings().value(QStringLiteral("highContrast")).toBool(), false);
        QTest::keyClick(&stage.window, Qt::Key_Tab);
        auto *sizeBox = qobject_cast<QQuickItem *>(findByProperty(
            stage.window.contentItem(), "objectName", QStringLiteral("interfaceSizeBox")));
        QVERIFY(sizeBox);
        QTRY_VERIFY(sizeBox->hasActiveFocus());
        QCOMPARE(quickstage::spokenName(sizeBox), QStringLiteral("Interface size"));
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "close"));
        stage.settle();
        {
            AppSettings next(true);
            QVERIFY(!next.highContrast());
        }
    }

    // WCAG 2 contrast ratios of Theme's own colours: in high contrast, body text at least
    // 7:1 and muted and faint text, the accent, the hint and the seats' colours (as the
    // interface shows them: Theme.seat()) at least 4.5:1 against the background and every
    // surface; the accent's ink 7:1 on the accent. In the normal look, body text 7:1 and
    // muted text 4.5:1 (faint text is below 4.5:1 on raised surfaces there: printed).
    void contrastRatios()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        Stage stage;
        std::unique_ptr<QObject> theme(themeOf(stage));
        QVERIFY(theme);
        const QStringList grounds = {QStringLiteral("background"), QStringLiteral("surface"),
                                     QStringLiteral("surfaceRaised"),
                                     QStringLiteral("surfaceHover")};
        auto check = [&](const QString &what, const QColor &colour, double minimum) {
            for (const QString &ground : grounds) {
                const double ratio = contrastRatio(colour, colourOf(theme.get(), ground));
                QVERIFY2(ratio >= minimum, qPrintable(QStringLiteral("%1 %2 on %3: %4:1")
                                                          .arg(what, colour.name(), ground)
                                                          .arg(ratio, 0, 'f', 2)));
            }
        };
        auto role = [&](const char *name) {
            return colourOf(theme.get(), QString::fromLatin1(name));
        };
        for (const bool high : {false, true}) {
            settings.setHighContrast(high);
            QCOMPARE(themeOf(theme.get())->property("highContrast").toBool(), high);
            check(QStringLiteral("text"), role("text"), 7.0);
            check(QStringLiteral("textMuted"), role("textMuted"), 4.5);
            for (const QString &ground : grounds)
                qInfo("%s: textFaint on %s %.2f:1", high ? "high contrast" : "normal",
                      qPrintable(ground),
                      contrastRatio(role("textFaint"), colourOf(theme.get(), ground)));
            if (!high)
                continue;
            check(QStringLiteral("textFaint"), role("textFaint"), 4.5);
            check(QStringLiteral("accent"), role("accent"), 4.5);
            check(QStringLiteral("hint"), role("hint"), 4.5);
            check(QStringLiteral("danger"), role("danger"), 4.5);
            check(QStringLiteral("keyboardCursor"), role("keyboardCursor"), 7.0);
            QVERIFY(contrastRatio(role("accentInk"), role("accent")) >= 7.0);
            // A disabled control's text: readable, but dimmer than the faint text, so that a
            // disabled button does not look like a live one.
            check(QStringLiteral("textDisabled"), role("textDisabled"), 4.5);
            QVERIFY(contrastRatio(role("textDisabled"), role("background")) <
                    contrastRatio(role("textFaint"), role("background")) - 2.0);
            // Borders: 3:1, as WCAG asks of a control's outline.
            check(QStringLiteral("border"), role("border"), 3.0);
            for (const auto &[game, seats] : {std::pair{QStringLiteral("galaxy-of-d"), 3},
                                              std::pair{QStringLiteral("galaxy-command"), 4}}) {
                for (int seat = 0; seat < seats; ++seat) {
                    const QColor side = seatColor(game, seat);
                    QVariant shown;
                    QVERIFY(QMetaObject::invokeMethod(theme.get(), "seatOf",
                                                      Q_RETURN_ARG(QVariant, shown),
                                                      Q_ARG(QVariant, QVariant(side))));
                    check(QStringLiteral("%1 seat %2").arg(game).arg(seat), shown.value<QColor>(),
                          4.5);
                }
            }
        }
        // The normal look keeps the engine's seat colours.
        settings.setHighContrast(false);
        QVariant shown;
        QVERIFY(QMetaObject::invokeMethod(theme.get(), "seatOf", Q_RETURN_ARG(QVariant, shown),
                                          Q_ARG(QVariant, QVariant(QColor("#e04a3f")))));
        QCOMPARE(shown.value<QColor>(), QColor("#e04a3f"));
    }

    // The interface size main() sets before QApplication (QT_SCALE_FACTOR): from the stored
    // size; nothing for 100%, for anything that is not one of the steps, or when the
    // environment already sets QT_SCALE_FACTOR.
    void startupScaleFactor_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<QByteArray>("environment");
        QTest::addColumn<QByteArray>("factor");
        QTest::newRow("nothing stored") << QVariant() << QByteArray() << QByteArray();
        QTest::newRow("100") << QVariant(100) << QByteArray() << QByteArray();
        QTest::newRow("125") << QVariant(125) << QByteArray() << QByteArray("1.25");
        QTest::newRow("150") << QVariant(150) << QByteArray() << QByteArray("1.5");
        QTest::newRow("200") << QVariant(200) << QByteArray() << QByteArray("2");
        // QSettings' text file gives strings back.
        QTest::newRow("175 as text")
            << QVariant(QStringLiteral("175")) << QByteArray() << QByteArray("1.75");
        QTest::newRow("environment wins") << QVariant(150) << QByteArray("1.25") << QByteArray();
        QTest::newRow("environment at 1") << QVariant(200) << QByteArray("1") << QByteArray();
        QTest::newRow("not a step") << QVariant(130) << QByteArray() << QByteArray();
        QTest::newRow("too big") << QVariant(400) << QByteArray() << QByteArray();
        QTest::newRow("negative") << QVariant(-150) << QByteArray() << QByteArray();
        QTest::newRow("text") << QVariant(QStringLiteral("large")) << QByteArray() << QByteArray();
        QTest::newRow("fraction") << QVariant(1.5) << QByteArray() << QByteArray();
    }

    void startupScaleFactor()
    {
        QFETCH(QVariant, stored);
        QFETCH(QByteArray, environment);
        QFETCH(QByteArray, factor);
        QCOMPARE(AppSettings::startupScaleFactor(stored, environment), factor);
    }

    // What main() does with it: the stored size becomes QT_SCALE_FACTOR; the size in use
    // follows; a restart gives the new process the environment without it (it sets its own).
    // A QT_SCALE_FACTOR of the user's stays and wins.
    void interfaceSizeAtStartup()
    {
        const QByteArray before = qgetenv("QT_SCALE_FACTOR");
        qunsetenv("QT_SCALE_FACTOR");
        QSettings().setValue(QStringLiteral("interfaceSize"), 175);
        AppSettings::applyInterfaceSizeAtStartup();
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("1.75"));
        {
            AppSettings settings(false);
            QCOMPARE(settings.interfaceSize(), 175);
            QCOMPARE(settings.interfaceSizeInUse(), 175);
            QVERIFY(!settings.interfaceSizeFromEnvironment());
        }
        QVERIFY(!AppSettings::restartEnvironment().contains(QStringLiteral("QT_SCALE_FACTOR")));
        QSettings().remove(QStringLiteral("interfaceSize"));
        if (before.isEmpty())
            qunsetenv("QT_SCALE_FACTOR");
        else
            qputenv("QT_SCALE_FACTOR", before);
    }

    // The sizes offered are those at which the window's minimum fits the screen's free area.
    void fittingInterfaceSizes_data()
    {
        QTest::addColumn<QSizeF>("available");
        QTest::addColumn<int>("inUse");
        QTest::addColumn<QList<int>>("sizes");
        const QList<int> all = {100, 125, 150, 175, 200};
        // 1920x1080 less a taskbar: 960x520 at 200% still holds 880x460.
        QTest::newRow("1920x1040") << QSizeF(1920, 1040) << 100 << all;
        QTest::newRow("1920x1040 seen at 200%") << QSizeF(960, 520) << 200 << all;
        QTest::newRow("1366x728") << QSizeF(1366, 728) << 100 << QList<int>{100, 125, 150};
        QTest::newRow("1366x728 seen at 150%")
            << QSizeF(1366 / 1.5, 728 / 1.5) << 150 << QList<int>{100, 125, 150};
        QTest::newRow("1280x680") << QSizeF(1280, 680) << 100 << QList<int>{100, 125};
        // Too small even at 100%: 100 is still offered (there is nothing smaller).
        QTest::newRow("800x600") << QSizeF(800, 600) << 100 << QList<int>{100};
    }

    void fittingInterfaceSizes()
    {
        QFETCH(QSizeF, available);
        QFETCH(int, inUse);
        QFETCH(QList<int>, sizes);
        QCOMPARE(AppSettings::fittingInterfaceSizes(available, QSizeF(880, 460), inUse), sizes);
    }

    // Through the Settings dialog: the size box offers the sizes that fit (here a window
    // whose minimum leaves only 100% and 125% on the 800x600 test screen), a choice is
    // stored and read back, the dialog says it applies at a restart and offers "Restart now",
    // which asks the application to restart.
    void interfaceSizeThroughSettings()
    {
        QSettings().remove(QStringLiteral("interfaceSize"));
        AppSettings settings(true);
        AppSettings::setInstance(&settings);
        QCOMPARE(settings.interfaceSize(), 100);
        Stage stage;
        const QSize screen = stage.window.screen()->availableSize();
        // Fits at 125% (screen / 1.25), not at 150%.
        stage.window.setMinimumSize(QSize(int(screen.width() / 1.3), int(screen.height() / 1.3)));
        std::unique_ptr<QObject> dialog(stage.create(QStringLiteral("pages/SettingsDialog.qml")));
        QVERIFY(dialog);
        QQuickItem *root = stage.window.contentItem();
        auto *box = qobject_cast<QQuickItem *>(
            findByProperty(root, "objectName", QStringLiteral("interfaceSizeBox")));
        QVERIFY(box);
        QCOMPARE(box->property("count").toInt(), 2);
        QCOMPARE(box->property("currentText").toString(), QStringLiteral("100%"));
        auto *restartButton = qobject_cast<QQuickItem *>(
            findByProperty(root, "objectName", QStringLiteral("restartButton")));
        QVERIFY(restartButton);
        QVERIFY(!restartButton->isVisible());
        box->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(&stage.window, Qt::Key_Down);
        QTRY_COMPARE(settings.interfaceSize(), 125);
        QCOMPARE(box->property("currentText").toString(), QStringLiteral("125%"));
        QCOMPARE(QSettings().value(QStringLiteral("interfaceSize")).toInt(), 125);
        {
            AppSettings next(true);
            QCOMPARE(next.interfaceSize(), 125);
        }
        QTRY_VERIFY(restartButton->isVisible());
        auto *note = qobject_cast<QQuickItem *>(
            findByProperty(root, "objectName", QStringLiteral("interfaceSizeNote")));
        QVERIFY(note && note->isVisible());
        QVERIFY(note->property("text").toString().contains(QLatin1String("restarts")));
        QSignalSpy restart(&settings, &AppSettings::restartRequested);
        click(stage, restartButton);
        QTRY_COMPARE(restart.size(), 1);
        // Back to the size in use: nothing to restart for.
        box->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(&stage.window, Qt::Key_Up);
        QTRY_COMPARE(settings.interfaceSize(), 100);
        QTRY_VERIFY(!restartButton->isVisible());
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "close"));
        stage.settle();
        QSettings().remove(QStringLiteral("interfaceSize"));
    }

private:
    static QSet<QString> coveredViews()
    {
        QSet<QString> files;
        // The rows of view_data(), without running them.
        for (const char *file : {"Main.qml",
                                 "pages/HomePage.qml",
                                 "pages/GameScreen.qml",
                                 "pages/NewGameDialog.qml",
                                 "pages/OpenGameDialog.qml",
                                 "pages/SaveGameDialog.qml",
                                 "pages/SettingsDialog.qml",
                                 "pages/AboutDialog.qml",
                                 "pages/DamagedAutosaveDialog.qml",
                                 "pages/PassScreen.qml",
                                 "pages/GameOverSummary.qml",
                                 "components/ActionButton.qml",
                                 "components/AppDialog.qml",
                                 "components/ArtImage.qml",
                                 "components/ComponentHost.qml",
                                 "components/FileChooser.qml",
                                 "components/GameCard.qml",
                                 "components/GameLog.qml",
                                 "components/HintRing.qml",
                                 "components/KeyboardRing.qml",
                                 "components/Die.qml",
                                 "components/SideEmblem.qml",
                                 "components/BoardNavigator.qml",
                                 "components/FocusKeeper.qml",
                                 "components/Announcer.qml",
                                 "components/ToolbarButton.qml",
                                 "components/NoticeDialog.qml",
                                 "components/PhaseTrack.qml",
                                 "components/ResultsPanel.qml",
                                 "components/RulesLegend.qml",
                                 "components/RulesText.qml",
                                 "components/SeatPanel.qml",
                                 "components/Theme.qml"})
            files.insert(QString::fromLatin1(file));
        files.insert(kBoard);
        for (const char *file : {"GcBoard", "GcCard", "GcEventCard", "GcHomeMat", "GcPlayerPanel",
                                 "GcRollPanel", "GcRules", "GcScoreSheet", "GcSector", "GcTechMat"})
            files.insert(kGcViews + QString::fromLatin1(file) + QStringLiteral(".qml"));
        for (const char *file : {"GfBoard", "GfCell", "GfRules"})
            files.insert(kGfViews + QString::fromLatin1(file) + QStringLiteral(".qml"));
        for (const char *file : {"GwBoard", "GwRules"})
            files.insert(kGwViews + QString::fromLatin1(file) + QStringLiteral(".qml"));
        return files;
    }

    static QProcessEnvironment appEnvironment(const QString &home)
    {
        QProcessEnvironment environment = testenv::appEnvironment(home);
        // Every warning fatal.
        environment.insert(QStringLiteral("QT_FATAL_WARNINGS"), QStringLiteral("1"));
        return environment;
    }
};

QTEST_MAIN(TestQmlViews)
#include "tst_qml_views.moc"
