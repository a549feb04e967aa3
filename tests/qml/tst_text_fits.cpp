// Does every text fit? (issue 12) Every view a user can see, reached through the real app
// window (Main.qml, offscreen) the way a user reaches it, in the pseudo-language (accented,
// about 40% longer) and in German, at the window's default size and at its minimum: no text
// may be elided or cut, wider or taller than its item, or outside the window (or its
// dialog), unless it lies in a view that scrolls. A text meant to elide (a file path, a
// long name) is marked `elidesOnPurpose: true` in QML and must have its full text in a
// tooltip or its accessible name (tests/qml/textfit.h).
//
// The views: the home page, the new-game dialog of each game (every seat, computers with
// levels), Settings, About, the open and save dialogs (Qt Widgets' QFileDialog here: its
// labels and buttons), the rules drawer of each game (it scrolls: widths only), Galaxy of D
// in hotseat through every kind of decision (bid, Starbase, starting purchase, movement with
// a stack selected, the shop, a combat's casualties, the pass screen), a hint, the game-over
// summary and the home page's results after it; Galaxy Command with three seats (build,
// trade, the roll, the events drawn, the technologies, the game over).
//
// With STARBOARD_TRANSLATION_QM=<file.qm> a translator's own catalogue is checked too: the
// test copies it into the user translations folder and adds rows for its language.
// With STARBOARD_VIEW_SHOTS=<folder>, the pictures are saved there.

#include "appwindow.h"
#include "quickstage.h"
#include "textfit.h"
#include "widgetfit.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace appwindow;
using namespace textfit;

namespace {

// The languages every view is checked in: the pseudo-language (longer than any real one)
// and German (the longest real one that is complete); a translator's own catalogue adds its
// language (STARBOARD_TRANSLATION_QM).
QStringList checkedLanguages()
{
    QStringList out{QStringLiteral("pseudo"), QStringLiteral("de")};
    const QString qm = qEnvironmentVariable("STARBOARD_TRANSLATION_QM");
    static const QRegularExpression code(QStringLiteral("starboard_([A-Za-z_]+)\\.qm$"));
    const auto match = code.match(qm);
    if (match.hasMatch() && !out.contains(match.captured(1)))
        out << match.captured(1);
    return out;
}

const char *const kViews[] = {"home",
                              "new game galaxy-of-d",
                              "new game galaxy-command",
                              "settings",
                              "about",
                              "file dialogs",
                              "rules galaxy-of-d",
                              "rules galaxy-command",
                              "galaxy-of-d hotseat",
                              "galaxy-command 3 seats"};

// The visible QFileDialog titled `title`, if any.
QFileDialog *fileDialog(const QString &title)
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *dialog = qobject_cast<QFileDialog *>(widget))
            if (dialog->isVisible() && dialog->windowTitle() == title)
                return dialog;
    return nullptr;
}

// What the offscreen platform says about every Widgets window (see tst_qml_views).
bool platformNoise(const QString &warning)
{
    return warning.contains(QLatin1String("This plugin does not support"));
}

} // namespace

class TestTextFits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_text_fits"));
        QSettings().clear();
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        languages::install(QStringLiteral("en"));
        qInstallMessageHandler(collectWarnings);
        // A translator's own catalogue, dropped where the app finds it.
        const QString qm = qEnvironmentVariable("STARBOARD_TRANSLATION_QM");
        if (!qm.isEmpty()) {
            QVERIFY2(QFile::exists(qm), qPrintable(qm));
            QDir().mkpath(languages::userFolder());
            const QString target =
                languages::userFolder() + QLatin1Char('/') + QFileInfo(qm).fileName();
            QFile::remove(target);
            QVERIFY(QFile::copy(qm, target));
            m_dropped = target;
            languages::rescan();
        }
    }
    void cleanupTestCase()
    {
        qInstallMessageHandler(nullptr);
        if (!m_dropped.isEmpty())
            QFile::remove(m_dropped);
    }
    void init() { g_warnings.clear(); }
    void cleanup()
    {
        QStringList warnings = g_warnings;
        g_warnings.clear();
        warnings.removeIf(platformNoise);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void views_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("view");
        for (const QString &language : checkedLanguages())
            for (const char *view : kViews) {
                QTest::addRow("%s %s 1200x760", qPrintable(language), view)
                    << language << kDefault << QString::fromLatin1(view);
                QTest::addRow("%s %s minimum", qPrintable(language), view)
                    << language << QSize() << QString::fromLatin1(view);
            }
    }

    void views()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(QString, view);
        if (language == QLatin1String("de") && !hasI18n())
            QSKIP("the translations are not embedded in this test");
        QVERIFY2(languages::isAvailable(language), qPrintable(language));
        App app(kDefault, language);
        QVERIFY(app.window);
        QCOMPARE(languages::installed(), language);
        if (!size.isValid())
            size = app.window->minimumSize();
        app.window->resize(size);
        app.settle();
        QCOMPARE(app.window->size(), size);
        const QString sizeName = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());

        QStringList problems;
        QSet<QString> reported;
        int looks = 0;
        // Looks at the whole window (or at `root`): every text inside the window (or
        // `bounds`), whole.
        auto look = [&](const QString &what, const QRectF &bounds = QRectF(),
                        QQuickItem *root = nullptr) {
            app.settle();
            ++looks;
            const QRectF within = bounds.isValid() ? bounds : app.windowRect();
            for (const QString &cut : cutTexts(root ? root : app.window->contentItem(), within))
                if (!reported.contains(cut)) { // once, where first seen
                    reported.insert(cut);
                    problems << what + QStringLiteral(": ") + cut;
                }
            app.shoot(QStringLiteral("fit-%1-%2-%3").arg(language, what, sizeName));
        };

        if (view == QLatin1String("home")) {
            look(view);
        } else if (view.startsWith(QLatin1String("new game "))) {
            const QString gameId = view.mid(9);
            QVERIFY(QMetaObject::invokeMethod(app.window, "newGame", Q_ARG(QString, gameId)));
            auto *dialog = app.window->findChild<QObject *>(QStringLiteral("newGameDialog"));
            QVERIFY(dialog);
            QTRY_VERIFY(dialog->property("opened").toBool());
            // As many seats as the game allows, the others computers at each level in turn.
            if (QQuickItem *count = app.item(QStringLiteral("seatCount"))) {
                for (int i = 0; i < 6; ++i) {
                    QMetaObject::invokeMethod(count, "increase");
                    QMetaObject::invokeMethod(count, "valueModified");
                }
            }
            app.settle();
            for (int seat = 1; seat < 6; ++seat) {
                QQuickItem *kind = app.item(QStringLiteral("seatKind%1").arg(seat));
                if (!kind)
                    break;
                const int index = std::min(seat + 1, kind->property("count").toInt() - 1);
                kind->setProperty("currentIndex", index);
                QMetaObject::invokeMethod(kind, "activated", Q_ARG(int, index));
            }
            look(view);
        } else if (view == QLatin1String("settings") || view == QLatin1String("about")) {
            QVERIFY(QMetaObject::invokeMethod(
                app.window, view == QLatin1String("settings") ? "openSettings" : "openAbout"));
            look(view);
        } else if (view == QLatin1String("file dialogs")) {
            // The open dialog from the home page, the save dialog from the game screen:
            // Qt Widgets' QFileDialog here (no platform dialog offscreen).
            QVERIFY(QMetaObject::invokeMethod(app.window, "chooseGameToLoad"));
            const QString openTitle =
                QCoreApplication::translate("OpenGameDialog", "Open a saved game");
            QFileDialog *open = nullptr;
            QTRY_VERIFY((open = fileDialog(openTitle)));
            QTest::qWait(100);
            for (const QString &cut : widgetfit::cutWidgets(open))
                problems << QStringLiteral("open dialog: ") + cut;
            open->reject();
            QVERIFY(app.start(godHotseat(1)));
            app.window->requestActivate();
            QTest::keyClick(app.window, Qt::Key_S, Qt::ControlModifier);
            const QString saveTitle =
                QCoreApplication::translate("SaveGameDialog", "Save the game");
            QFileDialog *save = nullptr;
            QTRY_VERIFY((save = fileDialog(saveTitle)));
            QTest::qWait(100);
            for (const QString &cut : widgetfit::cutWidgets(save))
                problems << QStringLiteral("save dialog: ") + cut;
            looks += 2;
            save->reject();
        } else if (view.startsWith(QLatin1String("rules "))) {
            const QString gameId = view.mid(6);
            QVERIFY(app.start(gameId == QLatin1String("galaxy-of-d")
                                  ? godHotseat(1)
                                  : gcdriver::config(2, QStringLiteral("5"))));
            if (app.session->privacyScreen())
                app.session->acknowledgePrivacy();
            app.settle();
            QTest::keySequence(app.window, QKeySequence(QStringLiteral("F1")));
            auto *drawer = app.gameScreen()->findChild<QObject *>(QStringLiteral("rulesDrawer"));
            QVERIFY(drawer);
            QTRY_VERIFY(drawer->property("opened").toBool());
            // It scrolls: widths only (inside the drawer from left to right).
            QTest::qWait(400); // the drawer's transition
            auto *content = drawer->property("contentItem").value<QQuickItem *>();
            QVERIFY(content);
            QQuickItem *drawerItem = content->parentItem();
            const QRectF drawerRect = sceneRect(drawerItem);
            QVERIFY2(inside(drawerRect, app.windowRect()), qPrintable(describe(drawerRect)));
            look(view, QRectF(drawerRect.left(), -1e6, drawerRect.width(), 2e6), drawerItem);
        } else if (view == QLatin1String("galaxy-of-d hotseat")) {
            playGalaxyOfD(app, look);
        } else if (view == QLatin1String("galaxy-command 3 seats")) {
            playGalaxyCommand(app, look);
        } else {
            QFAIL(qPrintable(view));
        }
        if (QTest::currentTestFailed())
            return;
        QVERIFY(looks > 0);
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    // The translator's catalogue copied into the translations folder (removed at the end).
    QString m_dropped;

    using Look = std::function<void(const QString &, const QRectF &)>;

    // The game-over summary (a concession), then the home page with the result.
    static void endAndGoHome(App &app, const Look &look, const QString &game)
    {
        app.session->concede(app.session->viewSeat() >= 0 ? app.session->viewSeat() : 0);
        QTRY_VERIFY(app.session->isTerminal());
        if (app.session->privacyScreen()) {
            look(game + QStringLiteral(" pass screen at the end"), {});
            app.session->acknowledgePrivacy();
        }
        QTRY_VERIFY(app.gameScreen()->property("summaryShown").toBool());
        look(game + QStringLiteral(" game over"), {});
        QVERIFY(QMetaObject::invokeMethod(app.window, "showHome"));
        QQuickItem *results = nullptr;
        QTRY_VERIFY((results = app.item(QStringLiteral("results-") + app.session->gameId())) &&
                    results->isVisible());
        QTest::qWait(600); // the StackView's transition
        look(game + QStringLiteral(" results on the home page"), {});
    }

    // Asks for a hint and looks once it is shown.
    static void hint(App &app, const Look &look, const QString &game)
    {
        QQuickItem *button = app.item(QStringLiteral("hintButton"));
        QVERIFY(button);
        QTRY_VERIFY2(button->isEnabled(),
                     qPrintable(QStringLiteral("can suggest %1, suggesting %2, visible %3")
                                    .arg(app.session->canSuggest())
                                    .arg(app.session->isSuggesting())
                                    .arg(button->isVisible())));
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QTRY_VERIFY_WITH_TIMEOUT(!app.session->hintText().isEmpty(), 20000);
        look(game + QStringLiteral(" hint"), {});
    }

    // Galaxy of D in hotseat until every kind of decision has been seen (seeds in turn
    // until a combat's casualties came up).
    static void playGalaxyOfD(App &app, const Look &look)
    {
        const QStringList wanted{QStringLiteral("bidding"),    QStringLiteral("starbase"),
                                 QStringLiteral("purchase"),   QStringLiteral("movement selected"),
                                 QStringLiteral("buy"),        QStringLiteral("fight"),
                                 QStringLiteral("pass screen")};
        QSet<QString> seen;
        bool hinted = false;
        for (int seed = 1; seed < 30 && seen.size() < wanted.size(); ++seed) {
            QVERIFY(app.start(godHotseat(seed)));
            auto *c = app.controller<god::GodController>();
            QVERIFY(c);
            int bought = 0;
            for (int guard = 0; guard < 3000 && !app.session->isTerminal(); ++guard) {
                if (app.session->privacyScreen()) {
                    if (!seen.contains(QStringLiteral("pass screen"))) {
                        seen.insert(QStringLiteral("pass screen"));
                        look(QStringLiteral("galaxy-of-d pass screen"), {});
                    }
                    app.session->acknowledgePrivacy();
                    continue;
                }
                if (c->myDecision()) {
                    app.settle(2);
                    QString key = c->phase();
                    if (key == QLatin1String("movement") && c->selectedSector() >= 0)
                        key += QStringLiteral(" selected");
                    if (!seen.contains(key)) {
                        seen.insert(key);
                        look(QStringLiteral("galaxy-of-d ") + key, {});
                    }
                    if (!hinted && key == QLatin1String("movement")) {
                        hinted = true;
                        hint(app, look, QStringLiteral("galaxy-of-d"));
                        if (QTest::currentTestFailed())
                            return;
                    }
                    if (seen.size() >= wanted.size() && seen.contains(QStringLiteral("fight")))
                        break;
                }
                goddriver::decide(*c, *app.session, bought);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        for (const QString &kind : wanted)
            QVERIFY2(seen.contains(kind), qPrintable(kind + QStringLiteral(" never came")));
        QVERIFY(hinted);
        endAndGoHome(app, look, QStringLiteral("galaxy-of-d"));
    }

    // Galaxy Command, Ann against two computers, for five rounds: each phase of each round
    // (the events drawn change the event card), a roll, the technologies.
    static void playGalaxyCommand(App &app, const Look &look)
    {
        QVERIFY(app.start(gcdriver::config(2, QStringLiteral("5"))));
        auto *c = app.controller<gc::GcController>();
        QVERIFY(c);
        QSet<QString> seen;
        bool rolled = false;
        bool hinted = false;
        for (int guard = 0; guard < 2000; ++guard) {
            app.session->waitForComputer();
            QVERIFY(!app.session->isTerminal());
            app.settle(2);
            const QString key = QStringLiteral("round %1 %2").arg(c->round()).arg(c->phase());
            if (!seen.contains(key)) {
                seen.insert(key);
                look(QStringLiteral("galaxy-command ") + key, {});
                // On a narrow board the technologies are behind a tab.
                if (c->phase() == QLatin1String("build")) {
                    if (QQuickItem *tab = findTab(app, QStringLiteral("Technologies"))) {
                        QVERIFY(QMetaObject::invokeMethod(tab, "clicked"));
                        look(QStringLiteral("galaxy-command ") + key +
                                 QStringLiteral(" technologies"),
                             {});
                    }
                }
            }
            if (!hinted && c->phase() == QLatin1String("build")) {
                hinted = true;
                hint(app, look, QStringLiteral("galaxy-command"));
                if (QTest::currentTestFailed())
                    return;
            }
            if (c->round() >= 5 && rolled)
                break;
            if (!rolled && c->phase() == QLatin1String("action") && c->round() >= 2) {
                const int conquer = gcdriver::pickSlot(*c, QStringLiteral("conquer"));
                const int slot =
                    conquer >= 0 ? conquer : gcdriver::pickSlot(*c, QStringLiteral("explore"));
                if (slot >= 0) {
                    QCOMPARE(c->clickSlot(slot), QString());
                    QQuickItem *panel = app.item(QStringLiteral("rollPanel"));
                    QVERIFY(panel);
                    QTRY_VERIFY(panel->isVisible() && panel->opacity() > 0.99);
                    QTest::qWait(900); // the die lands, the result shows
                    if (panel->isVisible()) {
                        rolled = true;
                        look(QStringLiteral("galaxy-command roll"), {});
                    }
                    continue;
                }
            }
            gcdriver::decide(*c);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(rolled);
        QVERIFY(hinted);
        QVERIFY(seen.size() >= 8);
        endAndGoHome(app, look, QStringLiteral("galaxy-command"));
    }

    // The visible tab button of the board that says `english` (translated).
    static QQuickItem *findTab(App &app, const QString &english)
    {
        const QString text = QCoreApplication::translate("GcBoard", english.toUtf8().constData());
        return goddriver::findItem(app.board(), [&](QQuickItem *item) {
            return item->isVisible() && item->property("label").toString() == text &&
                   item->metaObject()->indexOfSignal("clicked()") >= 0;
        });
    }
};

QTEST_MAIN(TestTextFits)
#include "tst_text_fits.moc"
