// The Galactic Warfare board editor (issue 15, "Workshop": the board as data with a preview):
// the board drawn with its squares and ships; the Squares tool takes a square away (its ship
// with it) and gives it back, the ship tools put and take ships, by click and by the keyboard;
// a new size keeps the planets at the ends and Blue's ships at their distance; every edit one
// undo step, undo all gives the original bytes; an edited board plays. With
// STARBOARD_VIEW_SHOTS=<folder>, the editor is saved there as a PNG.

#include "data/data.h"
#include "document.h"
#include "engine/registry.h"
#include "kinds/gwboard/gwboardeditor.h"

#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QSet>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace starboard;
using namespace starboard::editor;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString problems(const Document &doc)
{
    QStringList messages;
    for (const Problem &problem : doc.problems())
        messages.append(problem.message);
    return messages.join(QLatin1Char('\n'));
}

} // namespace

class TestEditorGwBoard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString boardCopy()
    {
        const QString path = m_dir.filePath(QStringLiteral("board.json"));
        QFile::remove(path);
        QFile::copy(QStringLiteral(":/data/galactic-warfare/board.json"), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private slots:
    void squaresAndShipsByClickAndKeys()
    {
        const QString path = boardCopy();
        const QByteArray original = readAll(path);
        Document doc;
        QStringList errors;
        QVERIFY2(doc.open(path, errors), qPrintable(errors.join('\n')));
        GwBoardEditor editor(&doc);
        editor.resize(900, 640);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        GwBoardCanvas *canvas = editor.canvas();
        QCOMPARE(editor.columnsSpin()->value(), 8);
        QCOMPARE(editor.rowsSpin()->value(), 10);
        QCOMPARE(editor.summary()->text(),
                 QStringLiteral("White: 12 ship(s) on the battlefield, a home planet of 8 "
                                "square(s).\nBlue: 12 ship(s) on the battlefield, a home planet "
                                "of 8 square(s)."));
        QCOMPARE(canvas->describe({0, 1}),
                 QStringLiteral("a2: a dark square, a White ship starts here"));
        QCOMPARE(canvas->describe({1, 1}), QStringLiteral("b2: a light square"));
        QCOMPARE(canvas->describe({3, 0}), QStringLiteral("d1: White's home planet"));
        QCOMPARE(canvas->describe({3, 9}), QStringLiteral("d10: Blue's home planet"));

        // The Squares tool on a2 (a click): the square and its White ship go, in one step.
        canvas->setCursor({0, 1});
        emit canvas->applied({0, 1});
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Take away the square a2"));
        QCOMPARE(doc.value(QStringLiteral("/layout/1")).toString(), QStringLiteral("..#.#.#."));
        QCOMPARE(doc.value(QStringLiteral("/start/white")).toArray().size(), 11);
        QCOMPARE(canvas->describe({0, 1}), QStringLiteral("a2: a light square"));
        QVERIFY2(editor.summary()->text().startsWith(QStringLiteral("White: 11 ship(s)")),
                 qPrintable(editor.summary()->text()));
        // And back: the square returns, dark.
        emit canvas->applied({0, 1});
        QCOMPARE(doc.value(QStringLiteral("/layout/1")).toString(), QStringLiteral("#.#.#.#."));

        // The keyboard: the White ship tool, arrows to a2, Space puts a ship back.
        editor.setTool(GwBoardCanvas::Tool::WhiteShips);
        canvas->setFocus();
        QTRY_VERIFY(canvas->hasFocus());
        canvas->setCursor({1, 0});
        QTest::keyClick(canvas, Qt::Key_Left);
        QTest::keyClick(canvas, Qt::Key_Up);
        QCOMPARE(canvas->cursor(), QPoint(0, 1));
        QCOMPARE(canvas->accessibleName(), QStringLiteral("a2: a dark square"));
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Put a White ship on a2"));
        QCOMPARE(doc.value(QStringLiteral("/start/white")).toArray().size(), 12);
        QCOMPARE(canvas->accessibleName(),
                 QStringLiteral("a2: a dark square, a White ship starts here"));
        QVERIFY2(doc.problems().isEmpty(), qPrintable(problems(doc)));
        // A ship on a light square is refused: nothing changes.
        const int steps = doc.undoStack()->count();
        QTest::keyClick(canvas, Qt::Key_Right);
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(doc.undoStack()->count(), steps);
        // Space again on a2 takes the ship away.
        QTest::keyClick(canvas, Qt::Key_Left);
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Take away the White ship on a2"));

        const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
        if (!folder.isEmpty())
            QVERIFY(editor.grab().save(folder + QStringLiteral("/workshop-gw-board.png")));
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));
        QCOMPARE(readAll(path), original);
    }

    void aNewSizePlays()
    {
        const QString path = boardCopy();
        Document doc;
        QStringList errors;
        QVERIFY(doc.open(path, errors));
        GwBoardEditor editor(&doc);
        editor.rowsSpin()->setValue(12);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Make the board 8 × 12"));
        const QJsonArray layout = doc.value(QStringLiteral("/layout")).toArray();
        QCOMPARE(layout.size(), 12);
        QCOMPARE(layout.first().toString(), QStringLiteral("WWWWWWWW"));
        QCOMPARE(layout.last().toString(), QStringLiteral("BBBBBBBB"));
        // Blue's ships keep their distance from Blue's planet: rows 7-9 (1-based) are now 9-11.
        const QJsonArray blue = doc.value(QStringLiteral("/start/blue")).toArray();
        QCOMPARE(blue.size(), 12);
        QCOMPARE(blue.first().toArray(), (QJsonArray{8, 1}));
        QCOMPARE(doc.value(QStringLiteral("/start/white")).toArray().size(), 12);
        QVERIFY2(doc.problems().isEmpty(), qPrintable(problems(doc)));
        editor.columnsSpin()->setValue(6);
        QCOMPARE(doc.value(QStringLiteral("/layout/0")).toString(), QStringLiteral("WWWWWW"));
        QCOMPARE(doc.value(QStringLiteral("/start/white")).toArray().size(), 9);
        QVERIFY2(doc.problems().isEmpty(), qPrintable(problems(doc)));
        QString error;
        QVERIFY2(doc.save(error), qPrintable(error));

        // The edited board plays.
        data::ContentFiles files;
        files.board = path;
        const auto content = data::loadContent("galactic-warfare", files, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const GameRegistration *game = builtinGames().find("galactic-warfare");
        QVERIFY(game);
        const auto created = game->create(content, 2);
        QVERIFY(created);
        QVERIFY(created->newInitialState());

        // Undo: the old size in one step each.
        doc.undoStack()->undo();
        QCOMPARE(editor.columnsSpin()->value(), 8);
        doc.undoStack()->undo();
        QCOMPARE(editor.rowsSpin()->value(), 10);
        QCOMPARE(doc.value(QStringLiteral("/layout")).toArray().size(), 10);

        // A much shorter board: Blue's ships, keeping their distance from Blue's planet, come
        // onto White's squares; one ship a square is kept (helper 19 found two on a square,
        // one hidden, and the summary counting both).
        editor.columnsSpin()->setValue(4);
        editor.rowsSpin()->setValue(6);
        QSet<QPair<int, int>> squares;
        int ships = 0;
        for (const char *side : {"white", "blue"})
            for (const QJsonValue &square :
                 doc.value(QStringLiteral("/start/") + QLatin1String(side)).toArray()) {
                squares.insert({square.toArray()[0].toInt(), square.toArray()[1].toInt()});
                ++ships;
            }
        QVERIFY(ships > 0);
        QCOMPARE(int(squares.size()), ships);
        QVERIFY2(doc.problems().isEmpty(), qPrintable(problems(doc)));

        // One White ship against a planet of 4 squares: it can win only by capture, which the
        // summary says (helper 19 designed such a board without noticing); not a problem.
        // (Blue's 2 ships against White's 4 squares: the same.)
        const QString whiteNote = QStringLiteral("White has fewer ships than Blue's planet has "
                                                 "squares: it can win only by capturing every "
                                                 "Blue ship.");
        const QString blueNote = QStringLiteral("Blue has fewer ships than White's planet has "
                                                "squares: it can win only by capturing every "
                                                "White ship.");
        QCOMPARE(doc.value(QStringLiteral("/start/blue")).toArray().size(), 2);
        QVERIFY(editor.summary()->text().endsWith(blueNote));
        QVERIFY(!editor.summary()->text().contains(whiteNote));
        QVERIFY(doc.setValue(QStringLiteral("/start/white"), QJsonArray{QJsonArray{1, 0}},
                             QStringLiteral("One ship")));
        QVERIFY2(editor.summary()->text().contains(whiteNote + QLatin1Char('\n') + blueNote),
                 qPrintable(editor.summary()->text()));
        QVERIFY2(doc.problems().isEmpty(), qPrintable(problems(doc)));
        doc.undoStack()->undo();
        QVERIFY(!editor.summary()->text().contains(whiteNote));
    }
};

QTEST_MAIN(TestEditorGwBoard)
#include "tst_editor_gw_board.moc"
