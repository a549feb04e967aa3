#pragma once

// The Galaxy Fighters spawn deck designer (starboard.gf-spawn-deck): the deck as a list of
// card thumbnails (the starting card first, marked), a 5 x 5 painter of the selected card
// (choose an alien kind and a facing, click or press Space on a cell to put the alien on top
// of its stack; the stack of the cursor's cell listed top first, reordered and removed
// there), cards added, duplicated, removed, moved, copied and pasted (also into another
// deck); and beside it the card on the real board from a chosen district's side, the
// deck's checks, its spawn curve (Qt Charts), a Playtest of the team's win rate per
// difficulty, and the deck's id, name and alien kinds (name, id, speed) in a table. Every
// change is one undo step of the document.

#include "editorwidget.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QStringList>

#include <memory>

class QAction;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QListView;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTemporaryDir;
class QTimer;

namespace starboard::editor {
class BoardPreview;
}

namespace starboard::editor::gfspawn {

class SpawnPainter;
class SpawnPlaytest;

// The cards of the deck: row 0 the starting card ("/start"), row r the card "/cards/<r-1>";
// a thumbnail each.
class SpawnCardListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit SpawnCardListModel(Document *document, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static QString pointerOf(int row); // "/start", "/cards/0", ...
    QJsonObject card(int row) const;
    QStringList kindIds() const;

private:
    void documentChanged(const QString &pointer);

    Document *m_document;
    int m_rows = 0;
};

class SpawnDeckEditor : public EditorWidget
{
    Q_OBJECT

public:
    explicit SpawnDeckEditor(Document *document, QWidget *parent = nullptr);
    ~SpawnDeckEditor() override;
    void selectPointer(const QString &pointer) override;

    SpawnCardListModel *model() const { return m_model; }
    QListView *cardList() const { return m_list; }
    SpawnPainter *painter() const { return m_painter; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *facingBox() const { return m_facing; }
    QListWidget *stackList() const { return m_stack; }
    QPushButton *stackUpButton() const { return m_stackUp; }
    QPushButton *stackDownButton() const { return m_stackDown; }
    QPushButton *stackRemoveButton() const { return m_stackRemove; }
    QAction *addCardAction() const { return m_addCard; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *removeCardAction() const { return m_removeCard; }
    QAction *moveUpAction() const { return m_moveUp; }
    QAction *moveDownAction() const { return m_moveDown; }
    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    QTabWidget *sideTabs() const { return m_tabs; }
    BoardPreview *preview() const { return m_preview; }
    QComboBox *districtBox() const { return m_district; }
    QChart *curveChart() const;
    QLabel *curveSummary() const { return m_curveSummary; }
    QListWidget *checksList() const { return m_checks; }
    SpawnPlaytest *playtest() const { return m_playtest; }
    QLineEdit *deckIdEdit() const { return m_deckId; }
    QLineEdit *deckNameEdit() const { return m_deckName; }
    QTableView *kindsView() const { return m_kindsView; }

    int currentRow() const; // 0: the starting card
    void selectRow(int row);
    // The checks as listed (recomputed now).
    QStringList checks();
    // Shows the selected card on the board now (the preview otherwise follows edits after a
    // short pause, while it is shown). "" or why there is no board.
    QString refreshPreview();

    // The editing steps (each one undo step; false when nothing was done).
    bool placeAlien(QPoint cell);
    bool removeTopAlien(QPoint cell);
    bool moveInStack(int fromTop, int delta); // the stack list's row, up (-1) or down (+1)
    bool removeFromStack(int fromTop);
    int addCard();       // the row of the new card, -1 when none was added
    int duplicateCard(); // after the selected card
    bool removeCard();
    int moveCard(int delta);
    bool copyCard() const; // to the clipboard
    int pasteCard();       // from the clipboard, after the selected card

protected:
    // The stack list's keys: Delete removes the chosen alien, Ctrl+Up / Ctrl+Down move it.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void documentChanged();
    void showCard();
    void showStack();
    void updateActions();
    void refreshChecks();
    void refreshCurve();
    void fillKinds();
    QString uniqueId(const QString &base) const;
    QString cardName(int row) const;
    int insertCard(const QJsonObject &card, const QString &undoText);

    SpawnCardListModel *m_model;
    QListView *m_list;
    SpawnPainter *m_painter;
    QComboBox *m_kind;
    QComboBox *m_facing;
    QLabel *m_cardTitle;
    QListWidget *m_stack;
    QPushButton *m_stackUp;
    QPushButton *m_stackDown;
    QPushButton *m_stackRemove;
    QAction *m_addCard;
    QAction *m_duplicate;
    QAction *m_removeCard;
    QAction *m_moveUp;
    QAction *m_moveDown;
    QAction *m_copy;
    QAction *m_paste;
    QTabWidget *m_tabs;
    BoardPreview *m_preview;
    QComboBox *m_district;
    QTimer *m_previewTimer;
    QChartView *m_curve;
    QLabel *m_curveSummary;
    QListWidget *m_checks;
    SpawnPlaytest *m_playtest;
    QLineEdit *m_deckId;
    QLineEdit *m_deckName;
    QTableView *m_kindsView;
    QStringList m_checkPointers; // the card each check names ("" for the deck)
    std::unique_ptr<QTemporaryDir> m_previewDir;
    int m_rowBeforeReset = 0;
};

} // namespace starboard::editor::gfspawn
