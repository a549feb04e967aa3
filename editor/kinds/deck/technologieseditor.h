#pragma once

// The Galaxy Command technology mat editor (starboard.gc-technologies): the eight
// technologies as a table (name, row, generation, cost, victory points, effect text), each
// cell edited in place as one undo step. The ids are fixed: the engine knows each
// technology's effect by its id.

#include "documentarraymodel.h"
#include "editorwidget.h"

#include <QJsonObject>

class QLineEdit;
class QTableView;

namespace starboard::editor {

class TechnologyModel : public DocumentArrayModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        NameColumn,
        RowColumn,
        GenerationColumn,
        CostColumn,
        VictoryPointsColumn,
        TextColumn,
        ColumnCount
    };

    explicit TechnologyModel(Document *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString key(int column);        // the member a column shows ("cost")
    static int column(const QString &key); // -1 for none
    // The range of an integer column.
    static int minimum(int column);
    static int maximum(int column);
    // The Edit menu's name of an edit in `column`, with %1 for the technology.
    static QString undoText(int column);

private:
    QJsonObject technology(int row) const { return element(row); }
};

// The mat as the board lays it out: four rows, the first generation on the left and the
// second (which needs it) on the right, each with its name, cost, victory points and effect.
class TechnologyMatPreview : public QWidget
{
    Q_OBJECT

public:
    explicit TechnologyMatPreview(Document *document, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {700, 360}; }
    QSize minimumSizeHint() const override { return {400, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Document *m_document;
};

class TechnologiesEditor : public EditorWidget
{
    Q_OBJECT

public:
    TechnologiesEditor(Document *document, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;

    TechnologyModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TechnologyMatPreview *preview() const { return m_preview; }

private:
    void documentChanged(const QString &pointer);

    TechnologyModel *m_model;
    QTableView *m_view;
    TechnologyMatPreview *m_preview;
    QLineEdit *m_matId;
    QLineEdit *m_matName;
    bool m_loading = false;
};

} // namespace starboard::editor
