#pragma once

// The ship table editor (Galaxy of D, starboard.ships): every ship type as a row of a table,
// the numbers edited with spin boxes in the loader's ranges, the engine's special abilities
// (carries cargo, earns per kill, starbase damage) as check boxes and a number, and the
// special's text for the players. Every edit is one undoable step of the document.

#include "documentarraymodel.h"
#include "editorwidget.h"

#include <QJsonObject>
#include <QStyledItemDelegate>

class QAction;
class QTableView;

namespace starboard::editor {

class ShipTableModel : public DocumentArrayModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Id,
        Cost,
        Speed,
        Attack,
        Armor,
        Chits,
        CarriesCargo,
        EarnsPerKill,
        StarbaseDamage,
        Special,
        ColumnCount
    };

    explicit ShipTableModel(Document *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The JSON member of a column ("cost") and the column of a member (-1 for none).
    static QString key(int column);
    static int columnOf(const QString &key);
    // The range the loader accepts for a number column.
    static bool isNumber(int column);
    static int minimum(int column);
    static int maximum(int column);
    static bool isFlag(int column) { return column == CarriesCargo || column == EarnsPerKill; }

    QJsonObject ship(int row) const { return element(row); }
    QString pointerOf(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &pointer) const; // invalid when it names no ship

    // The editing actions, each one undoable step. Return the row of the ship afterwards
    // (-1 when nothing was done).
    int addCopyOf(int row);
    bool removeShip(int row);
    int moveShip(int row, int delta);

private:
    QString undoText(int column, const QString &shipName) const;
};

// Spin boxes with the loader's range for the number columns.
class ShipDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
};

class ShipsEditor : public EditorWidget
{
    Q_OBJECT

public:
    explicit ShipsEditor(Document *document, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;

    ShipTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QAction *addAction() const { return m_add; }
    QAction *removeAction() const { return m_remove; }
    QAction *moveUpAction() const { return m_up; }
    QAction *moveDownAction() const { return m_down; }

private:
    int currentRow() const;
    void selectRow(int row, int column = -1);
    void updateActions();

    ShipTableModel *m_model;
    QTableView *m_view;
    QAction *m_add;
    QAction *m_remove;
    QAction *m_up;
    QAction *m_down;
    QPoint m_cellBeforeReset{-1, -1}; // column, row
};

} // namespace starboard::editor
